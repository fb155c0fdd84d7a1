import { addDays } from './dates'
import { percentOfPaise } from './money'

/**
 * Advertisements (spec 3 §2 Advertisements, §4, §5, §8, §9; docs/decisions/ads.md): what a package costs the vendor
 * and which start day it may take. The payment page and the mock apply the same rules with the same words. Days are
 * 'YYYY-MM-DD' (India's calendar); `today` is the caller's (the demo clock's, in the mock).
 */

export const AD_TEXTS = {
  /** Spec 3 §8: the linked deal is not active (status 1). */
  dealNotActive: (dealName: string) => `${dealName} deal is not active`,
  /** Spec 3 §2: the payment page needs verified email and phone (the vendor goes to /dashboard with this). */
  notVerified: 'Email or Phone is not verified, please verify first.',
  startRequired: 'The start date is required.',
  startBeforeToday: 'The start date cannot be before today.',
  dealRequired: 'Choose the deal to advertise.',
  dealNotYours: 'Choose one of your own deals.',
  packageNotFound: 'Advertisement not found.',
  noPoints: 'You have no Hola points to pay with.',
  toGateway: 'Continue to the payment gateway.',
  paidWithPoints: 'Your advertisement is paid with Hola points.',
  orderNotFound: 'Advertisement order not found.',
  notWaiting: 'This advertisement order is not waiting for payment.',
} as const

/**
 * GST on an advertisement: 18%, the rate on advertising services. The plan margins' GST (spec 3 §9) is the GST in
 * Hola's share of a deal's discount, not a price Hola charges; an ad is Hola's own sale (docs/decisions/ads.md).
 */
export const AD_GST_PERCENT = 18
/** What one Hola point pays towards an ad, in paise: ₹1 (docs/decisions/ads.md). */
export const AD_POINT_PAISE = 100

/** The start day's problem, or undefined (spec 3 §5: required, not before today). */
export function adStartError(start: string, today: string): string | undefined {
  if (!start) return AD_TEXTS.startRequired
  if (start < today) return AD_TEXTS.startBeforeToday
  return undefined
}

/** The last day an ad runs: `days` days from its start, the start included. */
export const adEndDay = (start: string, days: number) => addDays(start, days - 1)

export type AdQuote = {
  pricePaise: number
  discountPercent: number
  /** The package's discount off its price. */
  discountPaise: number
  /** The price less the discount: Hola's sale, before GST. */
  netPaise: number
  gstPercent: number
  gstPaise: number
  /** What the ad costs in all: net plus GST. */
  totalPaise: number
  /** Hola points spent on it (none unless asked for), and what they pay. */
  pointsUsed: number
  pointsPaise: number
  /** What is left to pay through the gateway; 0 when the points cover it all. */
  payPaise: number
}

/**
 * What buying a package costs (spec 3 §2: price, the package's discount, GST, points used, total), in integer paise.
 * With `usePoints`, the vendor's points pay as much as they cover, a point at a time (rounded up, so points that
 * cover the total leave nothing to pay).
 */
export function adQuote(input: {
  pricePaise: number
  discountPercent: number
  pointsBalance: number
  usePoints: boolean
}): AdQuote {
  const discountPaise = percentOfPaise(input.pricePaise, input.discountPercent)
  const netPaise = input.pricePaise - discountPaise
  const gstPaise = percentOfPaise(netPaise, AD_GST_PERCENT)
  const totalPaise = netPaise + gstPaise
  const pointsUsed = input.usePoints
    ? Math.max(0, Math.min(Math.floor(input.pointsBalance), Math.ceil(totalPaise / AD_POINT_PAISE)))
    : 0
  const pointsPaise = Math.min(totalPaise, pointsUsed * AD_POINT_PAISE)
  return {
    pricePaise: input.pricePaise,
    discountPercent: input.discountPercent,
    discountPaise,
    netPaise,
    gstPercent: AD_GST_PERCENT,
    gstPaise,
    totalPaise,
    pointsUsed,
    pointsPaise,
    payPaise: totalPaise - pointsPaise,
  }
}
