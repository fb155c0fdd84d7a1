import { Fragment } from 'react'
import { Link } from 'wouter'
import type { OutboxMessage } from '../../api/schemas/mock-control'

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' })

/** Links an email's text holds: the app's own paths (/verify-email/…, /unsubscribe/…) and web addresses. */
const LINK = /(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)]|(?<![\w./])\/[a-z][\w\-/]*[\w/])/gi

/** An email's text with its links clickable: the app's paths move within the app, web addresses open a new tab. */
export function LinkedText({ text }: { text: string }) {
  const parts = text.split(LINK)
  return (
    <>
      {parts.map((part, n) =>
        n % 2 === 0 ? (
          <Fragment key={n}>{part}</Fragment>
        ) : part.startsWith('/') ? (
          <Link key={n} href={part}>
            {part}
          </Link>
        ) : (
          <a key={n} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </a>
        ),
      )}
    </>
  )
}

/**
 * The demo panel's Outbox: what the backend "sent", latest first. An OTP shows its code; an email opens to its text
 * with its links clickable, so the links the docs promise (verify your email, unsubscribe) can be followed.
 */
export function OutboxList({ messages }: { messages: OutboxMessage[] }) {
  if (messages.length === 0) return <p className="muted">Nothing sent yet. Ask for a login code and it appears here.</p>
  return (
    <ol className="outbox-list" data-testid="outbox">
      {messages.slice(0, 8).map((m) => (
        <li key={m.id}>
          <div className="outbox-meta">
            <span className="channel">{m.channel.toUpperCase()}</span> to {m.to} · {time(m.created_at)}
          </div>
          {m.otp ? (
            <div>
              OTP <strong className="outbox-otp">{m.otp}</strong>
            </div>
          ) : (
            <details className="outbox-message">
              <summary>{m.subject}</summary>
              <p className="outbox-text">
                <LinkedText text={m.text} />
              </p>
            </details>
          )}
        </li>
      ))}
    </ol>
  )
}
