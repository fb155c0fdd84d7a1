import { useState } from 'react'
import { ApiError } from '../../api/client'
import { membershipPlanPayment } from '../../api/checkout'
import { handOffToGateway } from '../../api/gateway-hand-off'
import { membershipPlanList } from '../../api/membership'
import { formatRupees } from '../../lib/money'
import { PAYMENT_METHOD, isGatewayMethod, type PaymentMethodId } from '../../lib/payment-methods'
import { PAYMENT_RESULT_TEXTS } from '../../lib/order-texts'
import type { ROUTES, ScreenProps } from '../../lib/paths'
import { useViewer } from '../../state/session'
import { notify } from '../../state/ui'
import { BusyButton } from '../../ui/busy-button'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import './checkout.css'

export const MEMBERSHIP_TEXTS = {
  planRequired: 'Please select at least one plan',
  typeRequired: 'Please select at least one Payment type',
} as const

/**
 * /membership-payment/{plan uuid} (spec 1 §2, §7 "Upgrade Membership"): the plan, its amount, the payment type, Pay
 * ({role}/membership-plan-payment), then the card gateway; its return lands on /my-account?message=… .
 */
export default function MembershipPaymentScreen({ params }: ScreenProps<typeof ROUTES.membershipPayment>) {
  usePageTitle('Membership payment')
  const { viewer } = useViewer()
  const role = viewer === 'vendor' ? 'vendor' : 'customer'
  const plans = useCall(() => membershipPlanList(role), [role])
  const [planUuid, setPlanUuid] = useState(params.id ?? '')
  const [type, setType] = useState<string>(String(PAYMENT_METHOD.upi))
  const [errors, setErrors] = useState<{ plan?: string; type?: string }>({})
  const [busy, setBusy] = useState(false)
  const plan = plans.data?.planList.find((p) => p.uuid === planUuid)

  async function pay() {
    const found = {
      plan: plan ? undefined : MEMBERSHIP_TEXTS.planRequired,
      type: type ? undefined : MEMBERSHIP_TEXTS.typeRequired,
    }
    setErrors(found)
    if (!plan || !type) {
      document.getElementById(found.plan ? 'membership-plan' : 'membership-type')?.focus()
      return
    }
    setBusy(true)
    try {
      handOffToGateway(
        await membershipPlanPayment(role, { id: plan.uuid, payment_type: Number(type) as PaymentMethodId }),
      )
    } catch (e) {
      notify('error', PAYMENT_RESULT_TEXTS.failed, e instanceof ApiError ? e.message : String(e), 8000)
      setBusy(false)
    }
  }

  return (
    <section className="page checkout" aria-labelledby="membership-title">
      <h1 id="membership-title">Upgrade Membership</h1>
      {viewer === 'guest' && <p>Sign in to buy a membership.</p>}
      {plans.status === 'loading' && !plans.data && <Loading label="Loading the plans…" />}
      {plans.status === 'failed' && !plans.data && (
        <Failed text="The plans could not be loaded." onRetry={plans.reload} />
      )}
      {plans.data && (
        <form
          className="checkout-form membership-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void pay()
          }}
        >
          <div className="field">
            <label htmlFor="membership-plan">Plan</label>
            <select
              id="membership-plan"
              value={planUuid}
              aria-invalid={Boolean(errors.plan)}
              aria-describedby={errors.plan ? 'membership-plan-error' : undefined}
              onChange={(e) => {
                setPlanUuid(e.target.value)
                setErrors((x) => ({ ...x, plan: undefined }))
              }}
            >
              <option value="">Choose a plan</option>
              {plans.data.planList.map((p) => (
                <option key={p.uuid} value={p.uuid}>
                  {p.name}
                </option>
              ))}
            </select>
            {errors.plan && (
              <p id="membership-plan-error" className="field-error">
                {errors.plan}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="membership-amount">Amount</label>
            <input id="membership-amount" readOnly value={plan ? formatRupees(plan.purchase_amount) : ''} />
          </div>
          <div className="field">
            <label htmlFor="membership-type">Payment type</label>
            <select
              id="membership-type"
              value={type}
              aria-invalid={Boolean(errors.type)}
              aria-describedby={errors.type ? 'membership-type-error' : undefined}
              onChange={(e) => {
                setType(e.target.value)
                setErrors((x) => ({ ...x, type: undefined }))
              }}
            >
              <option value="">Choose a payment type</option>
              {plans.data.payment_type
                .filter((t) => isGatewayMethod(t.id))
                .map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
            </select>
            {errors.type && (
              <p id="membership-type-error" className="field-error">
                {errors.type}
              </p>
            )}
          </div>
          <BusyButton type="submit" className="button" busy={busy}>
            Pay
          </BusyButton>
        </form>
      )}
    </section>
  )
}
