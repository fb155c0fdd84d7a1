import { usePolled } from '../../ui/use-polled'
import { LIVE } from '../../lib/live-events'
import { useLiveEvents } from '../../ui/use-live-events'
import type { GatewayOpenSession, GatewayOutcome } from '../../api/schemas/checkout'
import { simulatedGateway } from '../../api/simulated-gateway'
import { notify } from '../../state/ui'

const OUTCOMES: ReadonlyArray<{ outcome: GatewayOutcome; label: string; done: string }> = [
  { outcome: 'success', label: 'Pay', done: 'paid' },
  { outcome: 'failure', label: 'Decline', done: 'declined' },
  { outcome: 'aborted', label: 'Cancel', done: 'cancelled' },
]

/**
 * The demo panel's Gateway section: card payments the simulated gateway has not settled (a browser closed on the card
 * page leaves one hanging), each settled here with Pay, Decline or Cancel through the same control call the card page
 * uses (POST __mock/gateway/complete), so the order or plan ends as the gateway would have ended it.
 */
export function GatewaySessions() {
  const { data: sessions, failed, reload } = usePolled(() => simulatedGateway.sessions().then((r) => r.sessions), 3000)
  useLiveEvents(LIVE.money, reload)

  async function settle(s: GatewayOpenSession, outcome: (typeof OUTCOMES)[number]) {
    try {
      await simulatedGateway.complete({ data: s.data, outcome: outcome.outcome })
      notify(
        'success',
        `Payment ${outcome.done}`,
        `${s.description} (₹${s.amount}) for ${s.payer}. Reload their page to see it.`,
      )
    } catch {
      notify('error', 'Could not settle the payment', 'It may have been settled already.')
    }
    reload()
  }

  if (failed) return <p role="alert">The gateway's payments could not be loaded.</p>
  if (!sessions) return <p>Loading payments…</p>
  if (sessions.length === 0) return <p>No payment is waiting at the gateway.</p>
  return (
    <ul className="demo-gateway" aria-label="Payments waiting at the gateway, newest first">
      {sessions.map((s) => (
        <li key={s.data}>
          <span>
            {s.description} · ₹{s.amount} · {s.payer}
          </span>
          <span className="demo-gateway-actions">
            {OUTCOMES.map((o) => (
              <button
                key={o.outcome}
                type="button"
                className="button button-small"
                aria-label={`${o.label}: ${s.description}, ₹${s.amount}, ${s.payer}`}
                onClick={() => void settle(s, o)}
              >
                {o.label}
              </button>
            ))}
          </span>
        </li>
      ))}
    </ul>
  )
}
