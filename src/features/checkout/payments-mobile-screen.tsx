import { useEffect, useRef, useState } from 'react'
import { useSearch } from 'wouter'
import { ApiError } from '../../api/client'
import { getMobileEncryptKey } from '../../api/checkout'
import { leaveForGateway } from '../../api/gateway-hand-off'
import { PAYMENT_FOR, type PaymentFor, type PaymentMode } from '../../api/schemas/checkout'
import { PAYMENT_RESULT_TEXTS } from '../../lib/order-texts'
import { usePageTitle } from '../../ui/page-title'
import { Loading } from '../../ui/states'
import { Modal } from '../../ui/modal'
import { PaymentResultDialog, paymentResultOf } from './payment-result'
import './checkout.css'

/** The query's payment_for as sent; anything else is a membership upgrade (docs/mobile-payments.md). */
const paymentForOf = (v: string | null): PaymentFor => PAYMENT_FOR.find((x) => x === v) ?? 'membership'

/** The mobile app's query (spec 3 §2): what to pay and whose token to pay with. */
function mobileHandOffOf(search: string) {
  const q = new URLSearchParams(search)
  const price = q.get('deal_price')
  if (price === null) return null
  return {
    role: q.get('user_type') === '1' ? ('vendor' as const) : ('customer' as const),
    token: q.get('access_token') ?? '',
    body: {
      amount: Number(price),
      payment_for: paymentForOf(q.get('payment_for')),
      payment_mode: Number(q.get('payment_mode') ?? 6) as PaymentMode,
      order_id: Number(q.get('order_id')),
      secret_key: q.get('secret_key') ?? '',
      tid_id: q.get('tid_id') ?? '',
      device: 'mobile-web',
    },
  }
}

/**
 * /payments-mobile (spec 3 §2, blank layout, no sign-in): a mobile app opens it with `deal_price` and the other query
 * values to hand the payment to the card gateway with its own token (docs/mobile-payments.md); the gateway's return
 * comes back here with `message`, and the result dialog shows. 422 or 404: FAILED with the server's message.
 */
export default function PaymentsMobileScreen() {
  usePageTitle('Payment')
  const search = useSearch()
  const [failed, setFailed] = useState<string | null>(null)
  const [result, setResult] = useState(() => paymentResultOf(search))
  const started = useRef(false)
  const handOff = mobileHandOffOf(search)

  useEffect(() => {
    if (!handOff || started.current) return
    started.current = true
    getMobileEncryptKey(handOff.role, handOff.token, handOff.body)
      .then((key) => leaveForGateway(key))
      .catch((e: unknown) => setFailed(e instanceof ApiError ? e.message : String(e)))
  }, [handOff])

  return (
    <section className="page checkout payments-mobile" aria-labelledby="payments-mobile-title">
      <h1 id="payments-mobile-title">Payment</h1>
      {handOff && !failed && <Loading label="Taking you to the payment page…" />}
      {!handOff && !result && <p>Nothing to pay here. Open this page from the app.</p>}
      {result && <PaymentResultDialog result={result} onClose={() => setResult(null)} />}
      {failed && (
        <Modal title={PAYMENT_RESULT_TEXTS.failed} onClose={() => setFailed(null)}>
          <p role="alert">{failed}</p>
        </Modal>
      )}
    </section>
  )
}
