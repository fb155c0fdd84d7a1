import { holdsPlace } from '../../../src/lib/order-status'
import { db } from '../../store/db'
import type { CouponRecord } from '../orders/records'
import { today } from '../catalogue/rules'
import { clock } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'

/** The words of a refused promo or gift code, shown under the code field (spec 3 §8: cupon_code errors). */
const COUPON_TEXTS = {
  unknown: 'The promo code is invalid.',
  expired: 'This promo code has expired.',
  usedUp: 'This promo code has been used up.',
} as const

const refused = (status: 404 | 422, text: string) => new HttpError(status, text, { cupon_code: [text] })

/** Upper-cased and trimmed, as the form sends it (spec 3 §5). */
export const normaliseCode = (code: string) => code.trim().toUpperCase()

/** How many live orders hold the code: a cancelled or failed order gives its use back. */
function couponUses(code: string): number {
  let n = 0
  for (const o of db.orders.all()) if (o.coupon_code === code && holdsPlace(o)) n++
  return n
}

/**
 * customer/apply-coupon and place-order: the code must exist (404), be within its date (422) and have uses left
 * (422). `extraUses` lets place-order count the order being placed.
 */
export function usableCoupon(rawCode: string, now = clock.now()): CouponRecord {
  const code = normaliseCode(rawCode)
  const coupon = db.coupons.findFirst((q) => q.where({ code }))
  if (!coupon) throw refused(404, COUPON_TEXTS.unknown)
  if (coupon.valid_until < today(now)) throw refused(422, COUPON_TEXTS.expired)
  if (couponUses(code) >= coupon.max_uses) throw refused(422, COUPON_TEXTS.usedUp)
  return coupon
}
