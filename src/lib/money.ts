/**
 * Money, once (ARCHITECTURE "Money"): amounts are whole paise from the wire inward, so sums and differences are exact;
 * rupees exist only at the edges, the wire (a number, or the gateway's two-decimal string) and the screen (formatted).
 * Shared by the app and the mock backend; nothing else multiplies or divides money by 100.
 */
import { indianDigits } from './indian-digits'

/** Rupees from the wire (or a plan, a deal, a code) as whole paise, to the nearest paisa. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100)

/** Paise as the wire's rupees, a number (order figures, place-order's amount). */
export const toRupees = (paise: number): number => paise / 100

/** Paise as the wire's rupees with both decimals, a string ('1499.00': the gateway's amount, refusal texts). */
export const rupeesText = (paise: number): string => (paise / 100).toFixed(2)

/**
 * Whole paise shown as rupees in Indian grouping, with both paise digits when there are paise: 3168 → '₹31.68',
 * 1780 → '₹17.80' ('₹17.8' read as a typo); whole rupees without them: 149900 → '₹1,499'. Written as
 * Intl's en-IN currency format writes them, without Intl (`indianDigits`: its first use costs the page's main thread).
 */
export function formatPaise(paise: number): string {
  const p = Math.abs(Math.round(paise))
  const paisa = p % 100
  return `${paise <= -0.5 ? '-' : ''}₹${indianDigits((p - paisa) / 100)}${paisa ? `.${String(paisa).padStart(2, '0')}` : ''}`
}

/** The wire's rupees shown on screen, through paise: 1234.5 → '₹1,234.50', 29.925 → '₹29.93', 1499 → '₹1,499'. */
export const formatRupees = (rupees: number): string => formatPaise(toPaise(rupees))

/** `percent` of an amount in paise, to the nearest paisa (a discount, a share, GST). */
export const percentOfPaise = (paise: number, percent: number): number => Math.round((paise * percent) / 100)

/** Whole Hola points as the screens write them (the Wallet, the referrals list): 1250 → '1,250 Hola'. */
export const formatHola = (points: number) => `${indianDigits(points)} Hola`

/**
 * What one Hola point is worth, in paise, whatever the plan and whenever it was earned (docs/decisions/money-model.md):
 * ₹1. Every plan's `hola_to_currency` is this value, so a point never changes worth when its holder changes plan.
 */
export const POINT_VALUE_PAISE = 100
/** The same, as the wire's `hola_to_currency` (rupees per point). */
export const POINT_VALUE_RUPEES = POINT_VALUE_PAISE / 100

/** What a number of Hola points is worth, in paise. */
export const pointsValuePaise = (points: number): number => points * POINT_VALUE_PAISE

/** Points and their rupee value, as the Wallet writes every balance and row: 350 → '350 Hola (₹350)'. */
export const formatHolaWorth = (points: number) => `${formatHola(points)} (${formatPaise(pointsValuePaise(points))})`

/** Whole points worth `paise`: rounded up for what a payment needs, down for what is given (spec 3 §9). */
export const pointsForPaise = (paise: number, round: 'up' | 'down'): number =>
  round === 'up' ? Math.ceil(paise / POINT_VALUE_PAISE) : Math.floor(paise / POINT_VALUE_PAISE)
