import type { IncomingMessage, ServerResponse } from 'node:http'
import { db, onClearAll } from './store/db'
import { authenticated } from './areas/auth/rules'
import { clock, clockOffset } from './clock/clock'
import { onAnnounced, type DomainEvent, type EventName } from './events/events'

/**
 * The standalone mock's live events (GET /api/__mock/events, Server-Sent Events): the domain events a request announced,
 * and the mock's own (`clock.moved`, `data.reset`), sent to the open screens once the request's changes are written,
 * so a screen that re-reads on an event sees them. A screen uses an event only to re-read its data through its normal
 * typed call; the stream is the mock's and the demo's, not part of the contract with the real backend
 * (docs/backend-team.md; docs/decisions/mock-data-store.md, "Live events").
 *
 * Who hears what: an event about a person's order, deal, review, account or money goes to that person's connections
 * only (the token given with `?token=`, checked at each event, so a signed-out or expired token hears no more of it);
 * the clock and a reset go to everyone. A connection with no valid token hears the public events only.
 */
export type LiveEvent =
  DomainEvent | { name: 'clock.moved'; at: number; offset_ms: number } | { name: 'data.reset'; at: number }

type Audience = number[] | 'everyone'

const orderPeople = (id: number) => {
  const o = db.orders.findFirst((q) => q.where({ id }))
  return o ? [o.customer_id, o.vendor_id] : []
}
const dealVendor = (id: number) => {
  const d = db.deals.findFirst((q) => q.where({ id }))
  return d ? [d.vendor_id] : []
}

/** Whose each domain event is (read when it is announced, while its records are there). */
const AUDIENCES: { [N in EventName]: (e: DomainEvent<N>) => number[] } = {
  'order.placed': (e) => orderPeople(e.order_id),
  'order.paid': (e) => orderPeople(e.order_id),
  'order.payment_failed': (e) => orderPeople(e.order_id),
  'order.cancelled': (e) => orderPeople(e.order_id),
  'order.redeemed': (e) => orderPeople(e.order_id),
  'deal.approved': (e) => dealVendor(e.deal_id),
  'deal.sent_back': (e) => dealVendor(e.deal_id),
  'review.approved': (e) => [e.customer_id],
  'review.rejected': (e) => [e.customer_id],
  'vendor.kyc_approved': (e) => [e.vendor_id],
  'vendor.document_rejected': (e) => [e.vendor_id],
  'vendor.kyc_rejected': (e) => [e.vendor_id],
  'commission.paid': (e) => [e.vendor_id],
  'membership.upgraded': (e) => [e.user_id],
  'account.created': (e) => [e.user_id],
  'referral.joined': (e) => [e.referrer_id, e.referred_id],
  'referral.rewarded': (e) => [e.referrer_id, e.referred_id],
  'ad_request.approved': (e) => [e.vendor_id],
  'ad_request.rejected': (e) => [e.vendor_id],
  'ad_order.paid': (e) => [e.vendor_id],
  'ad.started': (e) => [e.vendor_id],
  'ad.ended': (e) => [e.vendor_id],
  // A reminder before a deal ends is the student's alone.
  'voucher.ending': (e) => {
    const o = db.orders.findFirst((q) => q.where({ id: e.order_id }))
    return o ? [o.customer_id] : []
  },
}

type Listener = { res: ServerResponse; bearer: string | null }

const listeners = new Set<Listener>()
let waiting: Array<{ event: LiveEvent; audience: Audience }> = []
let following = false

function userOf(bearer: string | null): number | null {
  try {
    return authenticated(bearer).user.id
  } catch {
    return null
  }
}

/** Starts collecting what requests announce (once per process; nothing is collected in the browser or unit tests). */
export function followLiveEvents() {
  if (following) return
  following = true
  onAnnounced.add((event) => {
    const audience = (AUDIENCES[event.name] as (e: DomainEvent) => number[])(event)
    waiting.push({ event, audience })
  })
  const clockMoved = () => {
    // Moving the clock deletes its row and writes another: one event, whose offset is read when it is sent (a
    // create hook runs before the row is in its table).
    waiting = waiting.filter((w) => w.event.name !== 'clock.moved')
    waiting.push({ event: { name: 'clock.moved', at: clock.now(), offset_ms: 0 }, audience: 'everyone' })
  }
  for (const change of ['create', 'update', 'delete'] as const) db.demoClock.hooks.on(change, clockMoved)
  onClearAll.add(() => {
    waiting = [{ event: { name: 'data.reset', at: Date.now() }, audience: 'everyone' }]
  })
}

/** Unnamed SSE messages (EventSource's onmessage hears them all); the event's name is in its data. */
const frame = (event: LiveEvent | { name: 'hello'; user_id: number | null }) => `data: ${JSON.stringify(event)}\n\n`

/** Sends what the last request announced to the connections it concerns (after its changes were written). */
export function publishLiveEvents() {
  if (waiting.length === 0) return
  const sending = waiting
  waiting = []
  for (const { event } of sending) if (event.name === 'clock.moved') event.offset_ms = clockOffset()
  for (const listener of listeners) {
    const user = userOf(listener.bearer)
    for (const { event, audience } of sending)
      if (audience === 'everyone' || (user !== null && audience.includes(user))) listener.res.write(frame(event))
  }
}

/** Drops what was collected before the server started answering (the start's own seed or restore). */
export function forgetLiveEvents() {
  waiting = []
}

const KEEP_ALIVE_MS = 15_000

/**
 * Opens a stream for one screen. `retry: 1000`: a browser's EventSource reconnects a second after the server went
 * away (a restart, a dropped network) and says nothing. A first `hello` names whom the stream speaks to (null: the
 * public events only), so a screen whose token expired can tell.
 */
export function openLiveStream(req: IncomingMessage, res: ServerResponse, url: URL, headers: Record<string, string>) {
  const header = req.headers.authorization ?? ''
  const bearer = url.searchParams.get('token') || (header.toLowerCase().startsWith('bearer ') ? header.slice(7) : null)
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  res.write(`retry: 1000\n${frame({ name: 'hello', user_id: userOf(bearer) })}`)
  const listener = { res, bearer }
  listeners.add(listener)
  const alive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS)
  const close = () => {
    clearInterval(alive)
    listeners.delete(listener)
  }
  req.on('close', close)
  res.on('error', close)
}
