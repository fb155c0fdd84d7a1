import { DEAL_STATUS } from './deal-status'
import { ORDER_STATUS, canRedeemOrder, hasEnded } from './order-status'
/**
 * The spec's words for paying, the payment result and redemption (spec 3 §2, §8), written once: the screens show them
 * and the mock answers with them.
 */

export const CHECKOUT_TEXTS = {
  couponRequired: 'Promo code is required',
  amountRequired: 'Amount is required',
  amountFormat: 'Enter an amount of at most 8 characters with up to 2 decimals',
  notEnoughPoints: 'You do not have enough Hola points for this order.',
  notActive: 'This deal is not active.',
  outOfStock: 'Deal is out of stock',
  mismatch: (figure: string, server: string) => `The ${figure} does not match the server's figure: ${server}.`,
  placed: 'Order placed successfully.',
} as const

/** Payment result dialog (spec 3 §8), by what was paid for and how the gateway ended. */
export const PAYMENT_RESULT_TEXTS = {
  orderPlaced: 'Order Placed',
  orderNumber: (orderId: string) => `Order number: ${orderId}`,
  amount: (amount: string) => `Rs. ${amount}/-`,
  aborted: 'Thank you for shopping with us. We will keep you posted regarding the status of your order through e-mail',
  declined: 'Thank you for shopping with us. However,the transaction has been declined',
  payToFhSuccess: 'Thank you for payment to us. Your transaction is successful.',
  payToFhDeclined: 'Thank you for payment to us. However,the transaction has been declined',
  membershipSuccess: 'Thank you for membership upgrade. Your transaction is successful.',
  failed: 'FAILED',
  /** The student cancelled at the gateway (docs/decisions/money-model.md): said as it is, not as a failure. */
  cancelledTitle: 'Payment cancelled',
  cancelled: 'You cancelled the payment at the gateway. You were not charged, and nothing was bought.',
  tryAgain: 'Your choices are kept: pay again when you are ready.',
} as const

/** Vendor redemption (spec 3 §2, §8). */
export const REDEEM_TEXTS = {
  codeRequired: 'Deal code is required',
  notFound: 'Deal not found',
  noCodeInPhoto: 'No QR code was found in that photo. Try again, or type the code.',
  expired: 'This deal is expired',
  alreadyRedeemed: 'This deal code has already been redeemed.',
  notRedeemable: 'This order cannot be redeemed.',
  cancelled: 'This order was cancelled: its code cannot be redeemed.',
  awaitingPayment: 'This order is still waiting for its payment: its code cannot be redeemed yet.',
  notYours: 'This deal code belongs to another outlet.',
  redeemed: 'Deal redeemed successfully.',
} as const

/**
 * Why a code cannot be redeemed, or null when it can (spec 3 §2, §8): the outlet's screen says it as soon as the code
 * is found and offers no Begin Redeeming, and vendor/order-redeem refuses with the same words.
 * `dealStatus` is the deal's status now (null when the deal is gone, which reads as expired).
 */
export function redeemRefusal(order: { order_status: number }, dealStatus: number | null): string | null {
  if (order.order_status === ORDER_STATUS.complete) return REDEEM_TEXTS.alreadyRedeemed
  if (hasEnded(order)) return REDEEM_TEXTS.cancelled
  if (order.order_status === ORDER_STATUS.pending) return REDEEM_TEXTS.awaitingPayment
  if (!canRedeemOrder(order)) return REDEEM_TEXTS.notRedeemable
  if (dealStatus === null || dealStatus === DEAL_STATUS.expired) return REDEEM_TEXTS.expired
  return null
}

/**
 * The open-deal amount rule (spec 3 §5): at most 8 characters, a number with up to 2 decimals. Null when valid.
 */
export function openAmountError(text: string): string | null {
  if (text.trim() === '') return CHECKOUT_TEXTS.amountRequired
  if (text.length > 8 || !/^\d+(\.\d{1,2})?$/.test(text)) return CHECKOUT_TEXTS.amountFormat
  return null
}

/** The voucher PDF (spec 3 §2 Download). */
export const VOUCHER_TEXTS = {
  noVoucher: 'This order has no voucher: it was not paid, or it was cancelled.',
} as const
