import { rupeesText } from '../../src/lib/money'
import { db, nextId } from '../store/db'
import type { GatewaySessionRecord } from '../areas/orders/records'
import type { UserRecord } from '../store/records'
import { clock, iso, randomToken } from '../clock/clock'
import { HttpError } from '../kit/http-error'
import { mobileReturn, type Outcome, type PayInput, type PaymentFor } from './payable'
import { payableFor } from './payables'

export type { Outcome, PaymentFor } from './payable'

/**
 * The simulated card gateway (docs/decisions/gateway.md). get-encrypt-key opens a session and answers `uri`, `data`
 * and `access_code` as a real gateway's encryption would; here `data` is an opaque reference to the session, not an
 * encryption of anything. What a session pays for is a payable of the registry (payables.ts): it opens, describes,
 * names the return address and settles. Completing a session settles it once; a second completion changes nothing
 * and answers the same address.
 */

/** The access code the hand-off form carries (a real gateway issues one per merchant). */
export const MOCK_ACCESS_CODE = 'AVSIMULATED0MOCK'
/** The simulated card page, a route of the app itself (served by any static host on GET). */
export const GATEWAY_PAGE = '/gateway/card-payment'

export type SessionAnswer = { uri: string; data: string; access_code: string }
export type Channel = GatewaySessionRecord['channel']

/**
 * Every get-encrypt-key call (customer/get-encrypt-key, {role}/get-mobile-encrypt-key, vendor/get-encrypt-key,
 * {role}/membership-plan-payment): the payable checks the request and gives the terms; a session opens for them. An
 * unfinished session for the same thing is handed out again: a double click or a reload opens one session.
 */
export async function openPayment(
  payer: UserRecord,
  paymentFor: PaymentFor,
  input: PayInput,
  appOrigin: string,
  channel: Channel,
  now = clock.now(),
): Promise<SessionAnswer> {
  const terms = await payableFor(paymentFor).open(payer, input, now)
  const existing = db.gatewaySessions
    .findMany((q) => q.where({ user_id: payer.id, payment_for: paymentFor, subject_id: terms.subject_id }))
    .find((x) => x.outcome === null && x.amount_paise === terms.amount_paise && x.channel === channel)
  const session =
    existing ??
    (await db.gatewaySessions.create({
      id: nextId(db.gatewaySessions),
      data: randomToken(24),
      user_id: payer.id,
      payment_for: paymentFor,
      ...terms,
      channel,
      outcome: null,
      created_at: iso(now),
      completed_at: null,
    }))
  return { uri: `${appOrigin}${GATEWAY_PAGE}`, data: session.data, access_code: MOCK_ACCESS_CODE }
}

export const sessionByData = (data: string) => db.gatewaySessions.findFirst((q) => q.where({ data }))

/** What the simulated page shows: merchant, what is paid for, the order and the amount. */
export function sessionView(data: string) {
  const s = sessionByData(data)
  if (!s) throw new HttpError(404, 'Payment session not found.')
  const { description, order_id } = payableFor(s.payment_for).describe(s)
  return {
    merchant: 'Hola Deals',
    description,
    order_id,
    amount: rupeesText(s.amount_paise),
    payment_for: s.payment_for,
    payment_mode: s.payment_mode,
    outcome: s.outcome,
  }
}

/**
 * The sessions still waiting for the gateway (demo panel, GET __mock/gateway/sessions), newest first: a payment left
 * hanging (the browser closed on the card page) can be settled from there.
 */
export function openSessions() {
  return db.gatewaySessions
    .findMany((q) => q.where({ outcome: null }))
    .sort((a, b) => b.id - a.id)
    .map((s) => ({
      data: s.data,
      payment_for: s.payment_for,
      description: payableFor(s.payment_for).describe(s).description,
      payer: db.users.findFirst((q) => q.where({ id: s.user_id }))?.full_name ?? '',
      amount: rupeesText(s.amount_paise),
      created_at: s.created_at,
    }))
}

/** The address the browser goes back to: the mobile app's page for a mobile session, else the payable's own. */
const returnOf = (s: GatewaySessionRecord) =>
  s.channel === 'mobile' ? mobileReturn(s) : payableFor(s.payment_for).returnTo(s)

/**
 * POST /api/__mock/gateway/complete: the gateway's outcome for a session, settled once by its payable. A repeat (any
 * outcome) changes nothing and answers the same address.
 */
export async function completeSession(
  data: string,
  outcome: Outcome,
  now = clock.now(),
): Promise<{ redirect: string }> {
  const s = sessionByData(data)
  if (!s) throw new HttpError(404, 'Payment session not found.')
  if (s.outcome !== null) return { redirect: returnOf(s) }
  await db.gatewaySessions.update((q) => q.where({ id: s.id }), {
    data(r) {
      r.outcome = outcome
      r.completed_at = iso(now)
    },
  })
  const done = sessionByData(data)!
  await payableFor(done.payment_for).settle(done, now)
  return { redirect: returnOf(done) }
}
