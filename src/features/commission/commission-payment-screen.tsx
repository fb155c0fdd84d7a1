import { useState } from 'react'
import { Link, useLocation } from 'wouter'
import { ApiError } from '../../api/client'
import { vendorGetEncryptKey } from '../../api/checkout'
import { orderIdsToPay, payTo } from '../../api/commission'
import { leaveForGateway } from '../../api/gateway-hand-off'
import { formatRupees } from '../../lib/money'
import { PAYMENT_RESULT_TEXTS } from '../../lib/order-texts'
import { paths } from '../../lib/paths'
import { PAYMENT_METHOD } from '../../lib/payment-methods'
import { notify } from '../../state/ui'
import { BusyButton } from '../../ui/busy-button'
import { Fact } from '../../ui/fact'
import { MethodChoice } from '../../ui/method-choice'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { CommissionSplitFacts } from './commission-split'
import './commission.css'

/** Spec 3 §4: commission is paid by debit card (3, the default) or net banking (2). */
type Method = typeof PAYMENT_METHOD.debitCard | typeof PAYMENT_METHOD.netBanking
const METHODS: Array<{ id: `${Method}`; name: string }> = [
  { id: `${PAYMENT_METHOD.debitCard}`, name: 'Debit Card' },
  { id: `${PAYMENT_METHOD.netBanking}`, name: 'Net Banking' },
]

const failed = (e: unknown) =>
  notify('error', PAYMENT_RESULT_TEXTS.failed, e instanceof ApiError ? e.message : String(e), 8000)

/**
 * /commission-payment (spec 3 §2 Commission payment): what is due (vendor/order-ids-to-pay), the method, and PAY:
 * vendor/pay-to-fh, then a gateway session (vendor/get-encrypt-key, payment_for pay_to_fh) and the hand-off. The
 * gateway sends the vendor back to /statement?message=… . Spec 3 §8: FAILED with the server's message when the
 * amount cannot be loaded or the payment is refused; nothing to pay succeeds at once ('Success', then /statement).
 */
export default function CommissionPaymentScreen() {
  usePageTitle('Commission payment')
  return <CommissionPayment />
}

function CommissionPayment() {
  const [, navigate] = useLocation()
  const due = useCall(async () => {
    try {
      return await orderIdsToPay()
    } catch (e) {
      failed(e)
      throw e
    }
  }, [])
  const [method, setMethod] = useState<`${Method}`>(`${PAYMENT_METHOD.debitCard}`)
  const [busy, setBusy] = useState(false)
  const total = due.data?.total_amount ?? 0

  async function pay() {
    if (!due.data) return
    setBusy(true)
    try {
      const paymentMethod = Number(method) as Method
      const answer = await payTo({ order_ids: due.data.order_ids, amount: total, payment_method: paymentMethod })
      if (answer.code === 200 || answer.payment_id === null) {
        notify('success', 'Success', answer.message)
        navigate(paths.statement())
        return
      }
      await leaveForGateway(
        await vendorGetEncryptKey({
          amount: total,
          payment_for: 'pay_to_fh',
          payment_mode: paymentMethod,
          order_id: answer.payment_id,
        }),
      )
    } catch (e) {
      failed(e)
      setBusy(false)
    }
  }

  return (
    <section className="page commission commission-payment" aria-labelledby="commission-payment-title">
      <h1 id="commission-payment-title">Commission payment</h1>
      {due.status === 'loading' && !due.data && <Loading label="Loading what is due…" />}
      {due.status === 'failed' && !due.data && <Failed text="What is due could not be loaded." onRetry={due.reload} />}
      {due.data && (
        <div className="commission-payment-body">
          <div className="commission-methods">
            <MethodChoice
              name="commission-method"
              legend="Pay by"
              options={METHODS}
              value={method}
              onChange={setMethod}
              note={
                method === `${PAYMENT_METHOD.debitCard}`
                  ? 'You will enter your debit card on the payment gateway’s page.'
                  : 'You will choose your bank on the payment gateway’s page.'
              }
            />
          </div>
          <aside className="commission-summary" aria-labelledby="commission-summary-title">
            <h2 id="commission-summary-title">Order summary</h2>
            <dl>
              <Fact term="Orders">{due.data.order_ids.length}</Fact>
              <Fact term="Amount to be paid">
                <strong className="commission-amount">{formatRupees(total)}</strong>
              </Fact>
            </dl>
            {total > 0 && <CommissionSplitFacts split={due.data.total_split} total={total} />}
            {total > 0 ? (
              <BusyButton type="button" className="button" busy={busy} onClick={() => void pay()}>
                PAY
              </BusyButton>
            ) : (
              <p>
                No commission is due. <Link href={paths.statement()}>Back to your wallet</Link>
              </p>
            )}
          </aside>
        </div>
      )}
    </section>
  )
}
