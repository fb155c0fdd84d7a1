import { useState } from 'react'
import { useSearch } from 'wouter'
import { ApiError } from '../../api/client'
import { simulatedGateway } from '../../api/simulated-gateway'
import type { GatewayOutcome } from '../../api/schemas/checkout'
import { usePageTitle } from '../../ui/page-title'
import { BusyButton } from '../../ui/busy-button'
import { Failed, Loading } from '../../ui/states'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'
import './checkout.css'

/** Luhn's check: the usual test card numbers (4111 1111 1111 1111, 5555 5555 5555 4444, …) pass it. */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}

/**
 * The simulated card gateway (demo and tests; docs/decisions/gateway.md): the page the hand-off form lands on, playing
 * the card provider's part. It shows the merchant, what is paid for and the amount, takes a test card, and reports
 * Pay, Decline or Cancel as the gateway would; the mock settles and names the address to go back to.
 */
export default function SimulatedGatewayScreen() {
  usePageTitle('Card payment (simulated)')
  const data = new URLSearchParams(useSearch()).get('encRequest') ?? ''
  const session = useCall(() => simulatedGateway.session(data), [data])
  const [card, setCard] = useState('')
  const [cardError, setCardError] = useState<string>()
  const [busy, setBusy] = useState<GatewayOutcome | null>(null)
  const [failure, setFailure] = useState<string>()

  async function finish(outcome: GatewayOutcome) {
    if (outcome === 'success' && !isCardNumber(card)) {
      setCardError('Enter a valid card number (for example 4111 1111 1111 1111).')
      document.getElementById('gateway-card')?.focus()
      return
    }
    setBusy(outcome)
    try {
      const { redirect } = await simulatedGateway.complete({ data, outcome })
      window.location.assign(redirect)
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : String(e))
      setBusy(null)
    }
  }

  return (
    <div className="gateway-page" aria-labelledby="gateway-title" role="region">
      <h1 id="gateway-title">Card payment</h1>
      <p className="gateway-note">Simulated payment gateway: no money moves.</p>
      {session.status === 'loading' && <Loading label="Loading the payment…" />}
      {session.status === 'failed' && (
        <Failed
          text={session.error.status === 404 ? 'This payment session does not exist.' : session.error.message}
          onRetry={session.reload}
        />
      )}
      {session.data && (
        <>
          <dl>
            <div>
              <dt>Merchant</dt>
              <dd>{session.data.merchant}</dd>
            </div>
            <div>
              <dt>For</dt>
              <dd>{session.data.description}</dd>
            </div>
            <div>
              <dt>Order</dt>
              <dd>{session.data.order_id}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>Rs. {session.data.amount}</dd>
            </div>
          </dl>
          {session.data.outcome !== null ? (
            <p role="status">This payment is already complete ({session.data.outcome}).</p>
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                void finish('success')
              }}
            >
              <TextField
                id="gateway-card"
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
                value={card}
                error={cardError}
                onChange={(v) => {
                  setCard(v)
                  setCardError(undefined)
                }}
              />
              {failure && (
                <p role="alert" className="field-error">
                  {failure}
                </p>
              )}
              <div className="dialog-actions">
                <BusyButton type="submit" className="button" busy={busy === 'success'}>
                  Pay Rs. {session.data.amount}
                </BusyButton>
                <BusyButton
                  type="button"
                  className="button button-danger"
                  busy={busy === 'failure'}
                  onClick={() => void finish('failure')}
                >
                  Decline
                </BusyButton>
                <BusyButton
                  type="button"
                  className="button button-secondary"
                  busy={busy === 'aborted'}
                  onClick={() => void finish('aborted')}
                >
                  Cancel
                </BusyButton>
              </div>
            </form>
          )}
        </>
      )}
    </div>
  )
}
