import { useEffect, useRef, useState } from 'react'
import { LIVE } from '../../lib/live-events'
import { useSearch } from 'wouter'
import { ApiError } from '../../api/client'
import { simulatedGateway } from '../../api/simulated-gateway'
import type { GatewayOutcome, GatewaySessionResponse } from '../../api/schemas/checkout'
import {
  GATEWAY_LIMITS,
  NET_BANKS,
  bankError,
  cardExpiryError,
  cardNumberError,
  cvvError,
  upiIdError,
} from '../../lib/gateway-rules'
import { formatRupees } from '../../lib/money'
import { PAYMENT_METHOD } from '../../lib/payment-methods'
import { useAppForm } from '../../ui/app-form'
import { usePageTitle } from '../../ui/page-title'
import { QrImage } from '../../ui/qr-image'
import { SelectField } from '../../ui/select-field'
import { BusyButton } from '../../ui/busy-button'
import { Failed, Loading } from '../../ui/states'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'
import './checkout.css'

/** What the page asks for, by the method chosen in the app: a UPI id or QR, a bank, or a card. */
type GatewayForm = 'upi' | 'netBanking' | 'card'
const gatewayFormOf = (mode: number): GatewayForm =>
  mode === PAYMENT_METHOD.upi ? 'upi' : mode === PAYMENT_METHOD.netBanking ? 'netBanking' : 'card'

const TITLES: Record<GatewayForm, string> = { upi: 'UPI payment', netBanking: 'Net banking', card: 'Card payment' }

/** How often the page asks whether the payment was settled elsewhere (the demo panel's Gateway section). */
const GATEWAY_WATCH_MS = 1500

/**
 * The simulated payment gateway (demo and tests; docs/decisions/gateway.md): the page the hand-off form lands on,
 * playing the provider's part for the method the student chose: a UPI id or a QR to scan, a bank list for net
 * banking, a card form for cards. It reports Pay, Decline or Cancel as the gateway would; the mock settles and names
 * the address to go back to. A payment settled elsewhere (the demo panel) or earlier (a reload) goes back the same way.
 */
export default function SimulatedGatewayScreen({
  leave = (url) => window.location.assign(url),
}: {
  params?: Record<string, string | undefined>
  /** Goes to the address the gateway answered (a full page load, as a real gateway's return is). */
  leave?: (url: string) => void
}) {
  const data = new URLSearchParams(useSearch()).get('encRequest') ?? ''
  const session = useCall(() => simulatedGateway.session(data), [data], LIVE.money)
  const form = session.data ? gatewayFormOf(session.data.payment_mode) : 'card'
  usePageTitle(`${TITLES[form]} (simulated)`)
  const [busy, setBusy] = useState<GatewayOutcome | null>(null)
  const [failure, setFailure] = useState<string>()
  const [returning, setReturning] = useState<GatewayOutcome | null>(null)
  const busyRef = useRef(busy)
  busyRef.current = busy

  async function goBack(outcome: GatewayOutcome) {
    // Completing is idempotent: for a settled session it answers the same address without changing anything.
    const { redirect } = await simulatedGateway.complete({ data, outcome })
    leave(redirect)
  }

  // A payment settled elsewhere, or before a reload, continues to the app's result as a real gateway's return would.
  const settledOutcome = session.data?.outcome ?? null
  useEffect(() => {
    if (!session.data) return
    let live = true
    const follow = (outcome: GatewayOutcome) => {
      setReturning(outcome)
      goBack(outcome).catch((e: unknown) => {
        if (!live) return
        setReturning(null)
        setFailure(e instanceof ApiError ? e.message : String(e))
      })
    }
    if (settledOutcome !== null) {
      follow(settledOutcome)
      return () => {
        live = false
      }
    }
    const timer = setInterval(() => {
      if (busyRef.current) return
      simulatedGateway.session(data).then(
        (s) => {
          if (!live || s.outcome === null || busyRef.current) return
          clearInterval(timer)
          follow(s.outcome)
        },
        () => undefined,
      )
    }, GATEWAY_WATCH_MS)
    return () => {
      live = false
      clearInterval(timer)
    }
    // goBack reads only `data`, already a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.data, settledOutcome, data])

  async function finish(outcome: GatewayOutcome) {
    setBusy(outcome)
    try {
      await goBack(outcome)
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : String(e))
      setBusy(null)
    }
  }

  return (
    <div className="gateway-page" aria-labelledby="gateway-title" role="region">
      <h1 id="gateway-title">{TITLES[form]}</h1>
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
              <dd>{formatRupees(Number(session.data.amount))}</dd>
            </div>
          </dl>
          {returning ? (
            <p role="status">
              This payment is complete ({returning}). Taking you back to {session.data.merchant}…
            </p>
          ) : (
            <GatewayForm
              form={form}
              session={session.data}
              busy={busy}
              failure={failure}
              onFinish={(outcome) => void finish(outcome)}
            />
          )}
        </>
      )}
    </div>
  )
}

type FormProps = {
  form: GatewayForm
  session: GatewaySessionResponse
  busy: GatewayOutcome | null
  failure: string | undefined
  onFinish: (outcome: GatewayOutcome) => void
}

/** The method's own fields, checked before Pay (src/lib/gateway-rules.ts); Decline and Cancel need nothing. */
function GatewayForm({ form: kind, session, busy, failure, onFinish }: FormProps) {
  const f = useAppForm({
    defaultValues: { upi: '', bank: '', card: '', expiry: '', cvv: '' },
    limits: GATEWAY_LIMITS,
    idPrefix: 'gateway',
    onSubmit: () => onFinish('success'),
  })
  const { form } = f
  const upiLink = `upi://pay?${new URLSearchParams({ pa: 'holadeals@upi', pn: session.merchant, am: session.amount, tr: session.order_id })}`

  return (
    <SubmitForm {...f.formProps}>
      {kind === 'upi' && (
        <div className="gateway-upi">
          <figure className="gateway-qr">
            <QrImage text={upiLink} label={`UPI QR code to pay ${formatRupees(Number(session.amount))}`} size={160} />
            <figcaption>Scan with any UPI app, then choose &ldquo;I have paid with the QR&rdquo;.</figcaption>
          </figure>
          <button type="button" className="button button-secondary" onClick={() => onFinish('success')}>
            I have paid with the QR
          </button>
          <form.Field name="upi" validators={f.rules.check(upiIdError)}>
            {(field) => (
              <TextField label="Or pay to your UPI ID" autoComplete="off" autoCapitalize="none" {...f.text(field)} />
            )}
          </form.Field>
        </div>
      )}
      {kind === 'netBanking' && (
        <form.Field name="bank" validators={f.rules.check(bankError)}>
          {(field) => (
            <SelectField
              label="Your bank"
              placeholder="Choose your bank"
              options={NET_BANKS.map((b) => ({ value: b, label: b }))}
              {...f.select(field)}
            />
          )}
        </form.Field>
      )}
      {kind === 'card' && (
        <div className="gateway-card">
          <form.Field name="card" validators={f.rules.check(cardNumberError)}>
            {(field) => (
              <TextField label="Card number" inputMode="numeric" autoComplete="cc-number" {...f.text(field)} />
            )}
          </form.Field>
          <form.Field name="expiry" validators={f.rules.check(cardExpiryError)}>
            {(field) => (
              <TextField label="Expiry (MM/YY)" inputMode="numeric" autoComplete="cc-exp" {...f.text(field)} />
            )}
          </form.Field>
          <form.Field name="cvv" validators={f.rules.check(cvvError)}>
            {(field) => <TextField label="CVV" inputMode="numeric" autoComplete="cc-csc" {...f.text(field)} />}
          </form.Field>
        </div>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <div className="dialog-actions">
        <BusyButton type="submit" className="button" busy={busy === 'success'}>
          Pay {formatRupees(Number(session.amount))}
        </BusyButton>
        <BusyButton
          type="button"
          className="button button-danger"
          busy={busy === 'failure'}
          onClick={() => onFinish('failure')}
        >
          Decline
        </BusyButton>
        <BusyButton
          type="button"
          className="button button-secondary"
          busy={busy === 'aborted'}
          onClick={() => onFinish('aborted')}
        >
          Cancel
        </BusyButton>
      </div>
    </SubmitForm>
  )
}
