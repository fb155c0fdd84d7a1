import { addDays } from './dates'
import { DEAL_STATUS } from './deal-status'
import { fileStem } from './file-name'
import { requiredText, textError } from './form-rules'
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
  /** A request not yet priced by staff (spec 3 §4: "Price shows waiting for approval until set"). */
  waitingForApproval: 'waiting for approval',
  /** A rejected request: staff set no price. */
  notPriced: 'not priced (rejected)',
  /** The payment page once the ad is paid: it says so instead of offering the form again. */
  bought: 'This advertisement is bought. It runs as your ad history shows.',
  /** The payment page when the vendor has no active deal to advertise. */
  noActiveDeal: 'You have no active deal to advertise. An ad can be bought once one of your deals is active.',
  /** An approved request whose deal is not active now. */
  requestDealNotActive: (dealName: string) =>
    `${dealName} is not active now: this ad can be paid once the deal is active again.`,
  /** Spec 3 §2: saving a request failed. */
  saveFailed: 'OOPs! Something went wrong please try again later.',
  requestNotFound: 'Advertisement request not found.',
  notEditable: 'Only a requested or rejected advertisement can be edited.',
  notPayable: 'Only an approved advertisement with no orders yet can be paid.',
  hasOrders: 'This advertisement has orders and cannot be deleted.',
  notRequestDeal: 'This advertisement is approved for another deal.',
  daysRange: `The days must be between 1 and 365.`,
  categoriesRequired: 'Choose at least one place to show the ad.',
  unknownCategory: 'Choose the places from the list.',
  requestSaved: 'Your advertisement request is saved.',
  requestRemoved: 'Your advertisement request is deleted.',
  orderNotFoundForInvoice: 'Advertisement order not found.',
} as const

/**
 * Where an ad shows (docs/decisions/ads.md: spec 3's "advertise categories" are placements): the home page's featured
 * carousel, the top of a category's listing, the top of search results. The ids of vendor/load-advertise-category.
 */
export const AD_PLACEMENT = { home: 1, category: 2, search: 3 } as const

/** Spec 3 §9: the history's page size. */
export const AD_HISTORY_PER_PAGE = 10
/**
 * Spec 3 §7: an order's invoice is saved as "order history", named for the ad and its first day so each invoice keeps
 * its own file ('order-history-Chai-Week-2026-12-01.pdf'), on the history's download and in the mock's answer.
 */
export const adInvoiceFileName = (order: { title: string; start: string }) =>
  `order-history-${fileStem(order.title, 'advertisement')}-${order.start}.pdf`

/** Spec 3 §8: an ad is bought for an active deal only; the payment page offers only those and the mock refuses others. */
export const canAdvertiseDeal = (deal: { deal_status: number; is_active?: number }) =>
  deal.deal_status === DEAL_STATUS.active && deal.is_active !== 0

/**
 * What a request's Price column says: its price once staff set it; 'waiting for approval' only while it waits
 * (Requested); a rejected request was never priced; a paid one is bought (its orders are in the ad history).
 */
export function adRequestPriceText(
  ad: { status: number; price: number | null; orders: readonly unknown[] },
  rupees: (n: number) => string,
): string {
  if (ad.orders.length > 0) return `${ad.price === null ? '' : `${rupees(ad.price)}, `}bought`
  if (ad.price !== null) return rupees(ad.price)
  return ad.status === AD_REQUEST_STATUS.rejected ? AD_TEXTS.notPriced : AD_TEXTS.waitingForApproval
}

/** Spec 3 §3: the statuses of a vendor's advertisement request. */
export const AD_REQUEST_STATUS = { requested: 1, approved: 2, rejected: 3 } as const
export type AdRequestStatusCode = (typeof AD_REQUEST_STATUS)[keyof typeof AD_REQUEST_STATUS]
export const AD_REQUEST_STATUS_NAMES: Record<AdRequestStatusCode, string> = {
  1: 'Requested',
  2: 'Approved',
  3: 'Rejected',
}

/** Spec 3 §5, §9: a request's title is at most 230 characters; it runs 1 to 365 days (3 characters), 1 by default. */
export const AD_REQUEST_LIMITS = { title: 230, daysMin: 1, daysMax: 365, daysChars: 3, daysDefault: 1 } as const
/** A description is required; this bounds what one request may hold. */
export const AD_DESCRIPTION_MAX = 5000

/** Spec 3 §4: only a Requested or Rejected request can be edited (an edit sends it back to Requested). */
export const canEditAdRequest = (status: number) =>
  status === AD_REQUEST_STATUS.requested || status === AD_REQUEST_STATUS.rejected
/** Spec 3 §4: an Approved request can be paid while it has no orders yet. */
export const canPayAdRequest = (status: number, orders: number) => status === AD_REQUEST_STATUS.approved && orders === 0

/** The days' problem as typed (digits only, at most 3 characters, 1 to 365), or undefined. */
export function adDaysError(days: string | number): string | undefined {
  const text = String(days).trim()
  if (!text) return requiredText('days')
  if (!/^\d{1,3}$/.test(text)) return AD_TEXTS.daysRange
  const n = Number(text)
  return n < AD_REQUEST_LIMITS.daysMin || n > AD_REQUEST_LIMITS.daysMax ? AD_TEXTS.daysRange : undefined
}

export type AdRequestInput = {
  title: string
  description: string
  days: string | number
  deal_id: string
  advertisement_category_id: readonly number[]
}

/** Every field's problem (spec 3 §5), the same on the form and in the mock: title, days, places, deal, description. */
export function adRequestErrors(v: AdRequestInput): Record<string, string> {
  const errors: Record<string, string | undefined> = {
    title: textError('title', v.title, AD_REQUEST_LIMITS.title),
    days: adDaysError(v.days),
    advertisement_category_id: v.advertisement_category_id.length === 0 ? AD_TEXTS.categoriesRequired : undefined,
    deal_id: v.deal_id ? undefined : AD_TEXTS.dealRequired,
    description: textError('description', v.description, AD_DESCRIPTION_MAX),
  }
  return Object.fromEntries(Object.entries(errors).filter((e): e is [string, string] => e[1] !== undefined))
}

/** Whether an ad order runs on `day`: from its start day to its end day, both included. */
export const adRunsOn = (order: { start_date: string; end_date: string }, day: string) =>
  order.start_date <= day && day <= order.end_date

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
