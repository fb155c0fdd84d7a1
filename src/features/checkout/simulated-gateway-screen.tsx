import { useEffect, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { ApiError } from '../../api/client'
import { simulatedGateway } from '../../api/simulated-gateway'
import type { GatewayOutcome, GatewaySessionResponse } from '../../api/schemas/checkout'
import { PAYMENT_METHOD } from '../../lib/payment-methods'
import { usePageTitle } from '../../ui/page-title'
import { QrImage } from '../../ui/qr-image'
import { SelectField } from '../../ui/select-field'
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

/** A UPI id (virtual payment address): name@handle, e.g. priya@okhdfc. */
export const isUpiId = (text: string) => /^[\w.-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/.test(text.trim())

/** A card's expiry as MM/YY, not in the past (`now` for tests). */
export function isCardExpiry(text: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(text.trim())
  if (!m) return false
  const year = 2000 + Number(m[2])
  const month = Number(m[1])
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
}

/** The banks the simulated net-banking page offers (any choice pays). */
export const NET_BANKS = [
  'State Bank of India',
  'HDFC Bank',
  'ICICI Bank',
  'Axis Bank',
  'Kotak Mahindra Bank',
  'Punjab National Bank',
  'Bank of Baroda',
] as const

/** What the page asks for, by the method chosen in the app: a UPI id or QR, a bank, or a card. */
export type GatewayForm = 'upi' | 'netBanking' | 'card'
export const gatewayFormOf = (mode: number): GatewayForm =>
  mode === PAYMENT_METHOD.upi ? 'upi' : mode === PAYMENT_METHOD.netBanking ? 'netBanking' : 'card'

const TITLES: Record<GatewayForm, string> = { upi: 'UPI payment', netBanking: 'Net banking', card: 'Card payment' }

/** How often the page asks whether the payment was settled elsewhere (the demo panel's Gateway section). */
export const GATEWAY_WATCH_MS = 1500

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
  const session = useCall(() => simulatedGateway.session(data), [data])
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
              <dd>Rs. {session.data.amount}</dd>
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

/** The method's own fields, checked before Pay; Decline and Cancel need nothing. */
function GatewayForm({ form, session, busy, failure, onFinish }: FormProps) {
  const [upiId, setUpiId] = useState('')
  const [bank, setBank] = useState('')
  const [card, setCard] = useState({ number: '', expiry: '', cvv: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})

  function check(): Record<string, string> {
    if (form === 'upi')
      return isUpiId(upiId) ? {} : { 'gateway-upi': 'Enter your UPI ID (for example priya@okhdfc), or scan the QR.' }
    if (form === 'netBanking') return bank ? {} : { 'gateway-bank': 'Choose your bank.' }
    const found: Record<string, string> = {}
    if (!isCardNumber(card.number))
      found['gateway-card'] = 'Enter a valid card number (for example 4111 1111 1111 1111).'
    if (!isCardExpiry(card.expiry)) found['gateway-expiry'] = 'Enter the expiry as MM/YY, not in the past.'
    if (!/^\d{3,4}$/.test(card.cvv.trim())) found['gateway-cvv'] = 'Enter the 3 or 4 digit CVV.'
    return found
  }

  function pay() {
    const found = check()
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(first)?.focus()
      return
    }
    onFinish('success')
  }

  const field = (id: string) => ({
    error: errors[id],
    clear: () => setErrors(({ [id]: _gone, ...rest }) => rest),
  })
  const upiLink = `upi://pay?${new URLSearchParams({ pa: 'holadeals@upi', pn: session.merchant, am: session.amount, tr: session.order_id })}`

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        pay()
      }}
    >
      {form === 'upi' && (
        <div className="gateway-upi">
          <figure className="gateway-qr">
            <QrImage text={upiLink} label={`UPI QR code to pay Rs. ${session.amount}`} size={160} />
            <figcaption>Scan with any UPI app, then choose &ldquo;I have paid with the QR&rdquo;.</figcaption>
          </figure>
          <button type="button" className="button button-secondary" onClick={() => onFinish('success')}>
            I have paid with the QR
          </button>
          <TextField
            id="gateway-upi"
            label="Or pay to your UPI ID"
            autoComplete="off"
            autoCapitalize="none"
            value={upiId}
            error={field('gateway-upi').error}
            onChange={(v) => {
              setUpiId(v)
              field('gateway-upi').clear()
            }}
          />
        </div>
      )}
      {form === 'netBanking' && (
        <SelectField
          id="gateway-bank"
          label="Your bank"
          placeholder="Choose your bank"
          value={bank}
          error={field('gateway-bank').error}
          options={NET_BANKS.map((b) => ({ value: b, label: b }))}
          onChange={(v) => {
            setBank(v)
            field('gateway-bank').clear()
          }}
        />
      )}
      {form === 'card' && (
        <div className="gateway-card">
          <TextField
            id="gateway-card"
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            error={field('gateway-card').error}
            onChange={(v) => {
              setCard((c) => ({ ...c, number: v }))
              field('gateway-card').clear()
            }}
          />
          <TextField
            id="gateway-expiry"
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            maxLength={7}
            value={card.expiry}
            error={field('gateway-expiry').error}
            onChange={(v) => {
              setCard((c) => ({ ...c, expiry: v }))
              field('gateway-expiry').clear()
            }}
          />
          <TextField
            id="gateway-cvv"
            label="CVV"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={card.cvv}
            error={field('gateway-cvv').error}
            onChange={(v) => {
              setCard((c) => ({ ...c, cvv: v }))
              field('gateway-cvv').clear()
            }}
          />
        </div>
      )}
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
      <div className="dialog-actions">
        <BusyButton type="submit" className="button" busy={busy === 'success'}>
          Pay Rs. {session.amount}
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
    </form>
  )
}
