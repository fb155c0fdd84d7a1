import { clock } from '../clock/clock'

/**
 * What the mock's domain announces when something happened to a person's order, deal, review, account or money
 * (ARCHITECTURE: domain events). The rule that made it happen announces it once, here; the consequences
 * (outbox emails, in-app notifications, referral rewards) subscribe, each in its own module, so a new consequence is a
 * new subscriber, never an edit to the rule. Payloads carry ids, not copies: a subscriber reads the records it needs.
 */
export type DomainEvents = {
  /** An order was created: `awaits` says what it waits for (the gateway, cash at the outlet, or nothing: paid). */
  'order.placed': { order_id: number; awaits: 'gateway' | 'outlet' | null }
  /** Money for an order moved: the gateway answered success, or points or nothing paid it when it was placed. */
  'order.paid': { order_id: number }
  /** The gateway declined or the customer aborted: the order ended unpaid. */
  'order.payment_failed': { order_id: number; outcome: 'failure' | 'aborted' }
  /** The customer or the vendor cancelled the order (refunded when it had been paid). */
  'order.cancelled': { order_id: number; by: 'customer' | 'vendor'; refunded: boolean }
  /** The vendor redeemed the order's code at the outlet. */
  'order.redeemed': { order_id: number }
  /** Staff published a deal. */
  'deal.approved': { deal_id: number }
  /** Staff sent a deal back with a comment per field. */
  'deal.sent_back': { deal_id: number; comments: Record<string, string> }
  /** Staff published a customer's review. */
  'review.approved': { review_id: number; customer_id: number; deal_id: number }
  /** Staff refused a customer's review (it is removed, so the payload names whose and on which deal). */
  'review.rejected': { review_id: number; customer_id: number; deal_id: number }
  /** Staff approved a vendor's KYC (the outlet is now public). */
  'vendor.kyc_approved': { vendor_id: number }
  /** Staff refused one of a vendor's KYC documents (it stays on file; the vendor uploads it again). */
  'vendor.document_rejected': { document_id: number; vendor_id: number; reason: string | null }
  /** Staff refused a vendor's KYC. */
  'vendor.kyc_rejected': { vendor_id: number; reason: string | null }
  /** A vendor's commission payment to Hola settled. */
  'commission.paid': { payment_id: number; vendor_id: number }
  /** A person's membership plan payment settled: their plan changed. */
  'membership.upgraded': { user_id: number; plan_id: number; session_id: number }
  /** A new student or vendor account was created by sign-up, with the referral code it gave (if any). */
  'account.created': { user_id: number; referral_code: string | null }
  /** Someone signed up with a person's referral code (announced by the referrals module). */
  'referral.joined': { referral_id: number; referrer_id: number; referred_id: number }
  /** A referral reward was confirmed: the referred account became a real member (announced by the referrals module). */
  'referral.rewarded': { referral_id: number; referrer_id: number; referred_id: number; points: number }
  /** Staff approved a vendor's advertisement request with its price. */
  'ad_request.approved': { request_id: number; vendor_id: number }
  /** Staff rejected a vendor's advertisement request with a reason. */
  'ad_request.rejected': { request_id: number; vendor_id: number; reason: string | null }
  /** A vendor's advertisement order settled: paid through the gateway, or by points alone when it was bought. */
  'ad_order.paid': { ad_order_id: number; vendor_id: number }
  /** A paid advertisement began to run (its start day came, by the mock's clock). */
  'ad.started': { ad_order_id: number; vendor_id: number }
  /** A paid advertisement's last day passed. */
  'ad.ended': { ad_order_id: number; vendor_id: number }
  /** An unredeemed voucher's deal ends in `days_left` days (3, then 1; by the mock's clock). */
  'voucher.ending': { order_id: number; days_left: number }
}

export type EventName = keyof DomainEvents

/** An event that falls due at an instant, keyed so it is announced once (./schedule.ts announces it). */
export type Due = { [N in EventName]: { key: string; name: N; payload: DomainEvents[N]; at: number } }[EventName]

/** One announced event: its name, when it happened (the mock's clock) and its payload. */
export type DomainEvent<N extends EventName = EventName> = {
  [K in N]: { name: K; at: number } & DomainEvents[K]
}[N]

/** A module's reactions, by event name; each runs once per announcement, in the order the modules subscribed. */
export type Subscriber = { [K in EventName]?: (event: DomainEvent<K>) => Promise<void> | void }

const subscribers: Subscriber[] = []

/**
 * Adds a module's reactions; returns how to take them back (for tests). The areas' manifests declare their subscribers
 * and `mock-server/areas/index.ts` subscribes them, so every runtime that serves the mock (browser, msw/node, HTTP) has
 * the same ones.
 */
export function subscribe(subscriber: Subscriber): () => void {
  subscribers.push(subscriber)
  return () => {
    const at = subscribers.indexOf(subscriber)
    if (at >= 0) subscribers.splice(at, 1)
  }
}

/**
 * Announces what happened. Subscribers run now, one after the other, inside the request that caused the event, so
 * what they write (an email, a notification, a reward) is there when the answer arrives.
 */
export async function announce<N extends EventName>(name: N, payload: DomainEvents[N], at = clock.now()) {
  const event = { name, at, ...payload } as DomainEvent<N>
  for (const s of [...subscribers]) {
    const react = s[name] as ((e: DomainEvent<N>) => Promise<void> | void) | undefined
    if (react) await react(event)
  }
  for (const observe of onAnnounced) observe(event as DomainEvent)
}

/**
 * Told of every announcement once its subscribers ran: the standalone mock streams them to the open screens
 * (mock-server/live-events.ts). A mock's convenience, not part of the contract with the real backend.
 */
export const onAnnounced = new Set<(event: DomainEvent) => void>()
