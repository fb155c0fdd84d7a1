import { roleOfViewer } from '../../lib/user-type'
import { ApiError } from '../../api/client'
import { membershipPlanPayment } from '../../api/checkout'
import { leaveForGateway } from '../../api/gateway-hand-off'
import { membershipPlanPaymentRequestLimits } from '../../api/schemas/request-limits'
import { membershipPlanList } from '../../api/membership'
import { formatRupees } from '../../lib/money'
import { PAYMENT_METHOD, isGatewayMethod, type PaymentMethodId } from '../../lib/payment-methods'
import { PAYMENT_RESULT_TEXTS } from '../../lib/order-texts'
import type { ROUTES, ScreenProps } from '../../lib/paths'
import { useSnapshot } from 'valtio'
import { canBuyPlan } from '../../lib/membership-plans'
import { session, useViewer } from '../../state/session'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { usePageTitle } from '../../ui/page-title'
import { SelectField } from '../../ui/select-field'
import { Failed, Loading } from '../../ui/states'
import { SubmitForm } from '../../ui/submit-form'
import { useCall } from '../../ui/use-call'
import './checkout.css'

const MEMBERSHIP_TEXTS = {
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
  const role = roleOfViewer(viewer)
  const plans = useCall(() => membershipPlanList(role), [role])
  // The plan held is not offered again (spec 1 §2: no Buy Now on it), here as on the plan grid.
  const current = useSnapshot(session).userInfo
  const currentPlan = 'hola_category' in current ? current.hola_category : null
  const f = useAppForm({
    defaultValues: { id: params.id ?? '', payment_type: String(PAYMENT_METHOD.upi) },
    limits: membershipPlanPaymentRequestLimits,
    idPrefix: 'membership',
    onSubmit: async (v) =>
      leaveForGateway(
        await membershipPlanPayment(role, { id: v.id, payment_type: Number(v.payment_type) as PaymentMethodId }),
      ),
    onError: (e) => notify('error', PAYMENT_RESULT_TEXTS.failed, e instanceof ApiError ? e.message : String(e), 8000),
  })
  const { form } = f
  const planList = (plans.data?.planList ?? []).filter((p) => canBuyPlan(p, currentPlan?.id))
  const plan = planList.find((p) => p.uuid === f.values.id)
  const types = (plans.data?.payment_type ?? []).filter((t) => isGatewayMethod(t.id))

  return (
    <section className="page checkout" aria-labelledby="membership-title">
      <h1 id="membership-title">Upgrade Membership</h1>
      {viewer === 'guest' && <p>Sign in to buy a membership.</p>}
      {plans.status === 'loading' && !plans.data && <Loading label="Loading the plans…" />}
      {plans.status === 'failed' && !plans.data && (
        <Failed text="The plans could not be loaded." onRetry={plans.reload} />
      )}
      {plans.data && (
        <SubmitForm {...f.formProps} className="checkout-form membership-form">
          {currentPlan && <p className="membership-current">Your current plan: {currentPlan.name}</p>}
          <form.Field name="id" validators={f.rules.chosen('plan', MEMBERSHIP_TEXTS.planRequired)}>
            {(field) => (
              <SelectField
                label="Plan"
                placeholder="Choose a plan"
                options={planList.map((p) => ({ value: p.uuid, label: p.name }))}
                {...f.select(field)}
              />
            )}
          </form.Field>
          <div className="field">
            <label htmlFor="membership-amount">Amount</label>
            <input id="membership-amount" readOnly value={plan ? formatRupees(plan.purchase_amount) : ''} />
          </div>
          <form.Field name="payment_type" validators={f.rules.chosen('payment type', MEMBERSHIP_TEXTS.typeRequired)}>
            {(field) => (
              <SelectField
                label="Payment type"
                placeholder="Choose a payment type"
                options={types.map((t) => ({ value: String(t.id), label: t.name }))}
                {...f.select(field)}
              />
            )}
          </form.Field>
          <BusyButton type="submit" className="button" busy={f.busy}>
            Pay
          </BusyButton>
        </SubmitForm>
      )}
    </section>
  )
}
