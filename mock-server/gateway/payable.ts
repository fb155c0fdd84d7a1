import { rupeesText } from '../../src/lib/money'
import { ROUTES } from '../../src/lib/paths'
import type { GatewaySessionRecord } from '../areas/orders/records'
import type { UserRecord } from '../store/records'

export type { PaymentFor } from '../../src/api/schemas/checkout'
export type Outcome = NonNullable<GatewaySessionRecord['outcome']>

/**
 * What a get-encrypt-key call asks to pay: `order_id` names the thing by id (an order, a plan) or `uuid` by uuid
 * ({role}/membership-plan-payment's plan, spec 1 §7); `amount` in rupees.
 */
export type PayInput =
  | { order_id: number; uuid?: undefined; amount?: number; payment_mode: number; tid_id?: string }
  | { uuid: string; order_id?: undefined; amount?: number; payment_mode: number; tid_id?: string }

/** What a session pays for and how much, as the payable worked it out from the request. */
export type SessionTerms = Pick<GatewaySessionRecord, 'subject_id' | 'amount_paise' | 'payment_mode' | 'tid_id'>

/**
 * One thing that can be paid for through the gateway (`payment_for`), docs/decisions/gateway.md. The gateway module
 * keeps the sessions; each payable says what its sessions mean.
 */
export type Payable = {
  /** Checks the payer's request and gives the session's terms; a refusal is an HttpError (422 under the field). */
  open(payer: UserRecord, input: PayInput, now: number): SessionTerms | Promise<SessionTerms>
  /** What the card page and the demo panel show: a line for what is paid for, and the reference of the order. */
  describe(session: GatewaySessionRecord): { description: string; order_id: string }
  /** Where the browser goes back to after a web session (the spec's page and query values). */
  returnTo(session: GatewaySessionRecord): string
  /**
   * Applies the gateway's outcome (`session.outcome`), posting through the ledger. Idempotent: the gateway calls it
   * once per session, and a second call must change nothing (a ledger cause per session, a state table per order).
   */
  settle(session: GatewaySessionRecord, now: number): Promise<void>
}

/** The outcome as the return pages read it from their query (spec 3 §8, spec 1 §2). */
export const outcomeQuery = (s: GatewaySessionRecord): string =>
  new URLSearchParams({
    payment_for: s.payment_for,
    message: s.outcome ?? 'aborted',
    order_id: String(s.subject_id),
    amount: rupeesText(s.amount_paise),
    tid_id: s.tid_id,
    // Spec 3 §2 reads payment_mode on return: the payment page keeps the method the student chose.
    payment_mode: String(s.payment_mode),
  }).toString()

/** The mobile app's return page (spec 1 §2 /payments-mobile): where every mobile session goes back, whatever it paid. */
export const mobileReturn = (s: GatewaySessionRecord): string => `${ROUTES.paymentsMobile}?${outcomeQuery(s)}`
