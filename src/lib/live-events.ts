/**
 * What happened elsewhere, as the demo tells the open screens (the shared mock's event stream, or another tab of the
 * in-browser demo): an event's name and the ids it names. A screen uses it only to re-read its data through its normal
 * typed call; nothing on screen is drawn from an event. In production nothing announces any (the events are the mock's,
 * not the contract's: docs/backend-team.md).
 */
export type LiveEvent = { name: string; at?: number } & Record<string, unknown>

const listeners = /* @__PURE__ */ new Set<(event: LiveEvent) => void>()

/** Calls `listener` with every event from now on; returns how to stop. */
export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Passes an event to every screen listening (the demo's event sources call it). */
export function announceLiveEvent(event: LiveEvent) {
  for (const listener of [...listeners]) listener(event)
}

const ORDER_EVENTS = ['order.placed', 'order.paid', 'order.payment_failed', 'order.cancelled', 'order.redeemed']

/** The events each kind of screen re-reads on (a reset of the demo's data re-reads them all). */
export const LIVE = {
  orders: ORDER_EVENTS,
  // pure: with mocking off nothing listens (src/ui/use-call.ts), and the bundler may then leave this module out of home's entry
  money: /* @__PURE__ */ ORDER_EVENTS.concat(['commission.paid', 'membership.upgraded', 'referral.rewarded']),
  vendorDeals: [
    'deal.approved',
    'deal.sent_back',
    'vendor.kyc_approved',
    'vendor.kyc_rejected',
    'vendor.document_rejected',
  ],
  ads: ['ad_request.approved', 'ad_request.rejected', 'ad_order.paid', 'ad.started', 'ad.ended'],
  /** Every event about a person is a possible notification. */
  notifications: 'any-personal',
} as const

export type LiveInterest = readonly string[] | 'any-personal'

const PUBLIC = /* @__PURE__ */ new Set(['hello', 'clock.moved', 'data.reset'])

/** Whether a screen interested in `interest` re-reads on `event`. */
export function concerns(interest: LiveInterest, event: LiveEvent): boolean {
  if (event.name === 'data.reset') return true
  if (interest === 'any-personal') return !PUBLIC.has(event.name)
  return interest.includes(event.name)
}
