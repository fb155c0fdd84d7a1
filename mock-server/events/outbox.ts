import { db, nextId } from '../store/db'
import type { OutboxRecord } from '../store/records'
import { clock, iso } from '../clock/clock'

/** What the backend sends a person: an SMS or email, with its one-time code when the message carries one. */
export type OutboxMessage = Pick<OutboxRecord, 'to' | 'subject' | 'text'> & {
  channel?: OutboxRecord['channel']
  otp?: string | null
}

/**
 * Writes one message to the outbox (the mock's stand-in for SMS and email; the demo panel and tests read it). The one
 * way any module sends a person something: email by default, no code unless it carries one.
 */
export const sendMessage = ({ channel = 'email', otp = null, ...m }: OutboxMessage, now = clock.now()) =>
  db.outbox.create({ id: nextId(db.outbox), channel, otp, ...m, created_at: iso(now) })
