import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { getCustomer } from '../../api/auth'
import { ApiError } from '../../api/client'
import { applyCoupon, getEncryptKey, placeOrder } from '../../api/checkout'
import { dealDetail } from '../../api/deals'
import { placeOrderRequestLimits } from '../../api/schemas/request-limits'
import { leaveForGateway } from '../../api/gateway-hand-off'
import { QuoteRefused, quote, type Quote } from '../../lib/checkout-pricing'
import { formatRupees, toRupees } from '../../lib/money'
import { marginFor } from '../../lib/membership-plans'
import { checkoutStory } from '../../lib/money-story'
import { CHOSEN_METHODS, PAYMENT_METHOD, type PaymentMethodId } from '../../lib/payment-methods'
import { CHECKOUT_TEXTS, PAYMENT_RESULT_TEXTS, openAmountError } from '../../lib/order-texts'
import { paths, type ROUTES, type ScreenProps } from '../../lib/paths'
import { DEAL_CROPS } from '../../lib/vendor-deal-rules'
import { MethodChoice } from '../../ui/method-choice'
import { useViewer } from '../../state/session'
import { notify } from '../../state/ui'
import { upperCase, useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { buyingHold } from '../../lib/account-holds'
import { HoldNotice } from '../../ui/account-hold'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading } from '../../ui/states'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'
import { early } from '../../state/early-calls'
import { PaymentBreakdown } from './payment-breakdown'
import { PaymentResultDialog, paymentResultOf } from './payment-result'
import './checkout.css'

type Coupon = { code: string; amount: number }

/**
 * /payment/{deal uuid}: pay for a deal (spec 3 §2). The breakdown is quote() over the deal, the customer's plan margins
 * for the chosen method, the promo code and the points; place-order recomputes it and refuses figures that disagree.
 * Cash, points and free orders go straight to the redemption details; the rest hand off to the card gateway, whose
 * return comes back here with the result (spec 3 §8).
 */
export default function PaymentScreen({ params }: ScreenProps<typeof ROUTES.payment>) {
  usePageTitle('Payment')
  const uuid = params.id ?? ''
  const { viewer } = useViewer()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [result, setResult] = useState(() => paymentResultOf(search))
  // Back from the gateway, the method the student chose is kept (spec 3 §2 reads payment_mode on return). Fixed at
  // mount: the form's defaults must not change when the result dialog closes (an untouched form resets to new ones).
  const [firstMethod] = useState(
    () => (CHOSEN_METHODS.find((m) => m.id === result?.paymentMode)?.id ?? PAYMENT_METHOD.upi) as PaymentMethodId,
  )
  const data = useCall(() => Promise.all([early(dealDetail, { id: uuid }), early(getCustomer)]), [uuid])

  const [coupon, setCoupon] = useState<Coupon | null>(null)
  const [applying, setApplying] = useState(false)
  const f = useAppForm({
    defaultValues: {
      method: firstMethod,
      pay_with_points: false,
      amount: '',
      cupon_code: '',
    },
    // The amount's and the code's lengths are place-order's.
    limits: placeOrderRequestLimits,
    idPrefix: 'payment',
    // A quote refused (an amount below every tier) is shown under the amount as it is typed; Pay waits for a quote.
    isValid: (): boolean => computed.q !== null,
    onSubmit: () => pay(),
    // Spec 3 §8: an order or encrypt-key 422 shows FAILED with the server's message.
    onError: (e) => notify('error', PAYMENT_RESULT_TEXTS.failed, e instanceof ApiError ? e.message : String(e), 8000),
  })
  const { form } = f
  const { method, pay_with_points: payWithPoints, amount: amountText } = f.values

  const deal = data.data?.[0].deal
  // Spec 2 §4, spec 1 §4: an unverified or expired student is told why and how before filling anything in.
  const hold = data.data ? buyingHold(data.data[1].user) : null
  const margins = data.data?.[0].default_hola_category?.hola_category_margin
  const points = data.data?.[1].user.hola_points ?? 0
  const isOpen = deal?.is_open_deal === 1
  const mode: PaymentMethodId = payWithPoints ? PAYMENT_METHOD.holaPoints : method

  const margin = useMemo(
    () => marginFor(margins ?? [], mode) ?? { gross_margin: 0, gst: 0, hola_to_currency: 1 },
    [margins, mode],
  )
  const computed = useMemo((): { q: Quote | null; refused: string | null } => {
    if (!deal) return { q: null, refused: null }
    if (isOpen && openAmountError(amountText)) return { q: null, refused: null }
    try {
      return {
        q: quote({
          dealPrice: deal.deal_price,
          discount: deal.discount,
          isOpenDeal: isOpen,
          tiers: deal.deal_criteria,
          amount: isOpen ? Number(amountText) : undefined,
          margin,
          couponAmount: coupon?.amount ?? 0,
          pointsBalance: points,
          payWithPoints,
        }),
        refused: null,
      }
    } catch (e) {
      if (e instanceof QuoteRefused) return { q: null, refused: e.message }
      throw e
    }
  }, [deal, isOpen, amountText, margin, coupon, points, payWithPoints])
  const q = computed.q
  const story =
    q &&
    checkoutStory(q, { mode: method, payWithPoints, pointsBalance: points, rupeesPerPoint: margin.hola_to_currency })
  // Spec 3 §8: a deal with nothing left says so and moves on to the dashboard (unless this is the gateway's return).
  const soldOut = Boolean(deal && deal.deal_available <= 0 && !result)
  useEffect(() => {
    if (!soldOut) return
    notify('warning', CHECKOUT_TEXTS.outOfStock)
    navigate(paths.dashboard(), { replace: true })
  }, [soldOut, navigate])
  // Spec 3 §2: points pay only when they cover the price less the code; otherwise the option says why.
  const pointsOffered = Boolean(story?.pointsOption.offered)
  useEffect(() => {
    if (payWithPoints && q && !q.canPayWithPoints) form.setFieldValue('pay_with_points', false)
  }, [payWithPoints, q, form])

  if (viewer !== 'customer') {
    return (
      <section className="page checkout">
        <h1>Payment</h1>
        <p>Only students can pay for deals.</p>
      </section>
    )
  }

  const closeResult = () => {
    setResult(null)
    navigate(paths.payment({ uuid }), { replace: true })
  }

  async function onApplyCode() {
    const code = form.state.values.cupon_code.trim().toUpperCase()
    form.setFieldValue('cupon_code', code)
    if (!code) return f.showErrors({ cupon_code: CHECKOUT_TEXTS.couponRequired })
    setApplying(true)
    try {
      const answer = await applyCoupon({ deal_id: uuid, cupon_code: code })
      setCoupon({ code: answer.card.code, amount: answer.card.amount })
      notify('success', answer.msg)
    } catch (e) {
      f.showErrors({ cupon_code: e instanceof ApiError ? (e.field('cupon_code') ?? e.message) : String(e) })
    } finally {
      setApplying(false)
    }
  }

  /**
   * Places the order; cash, points and free orders are done, the rest go to the card gateway. Its type is written: a
   * client function carries its table entry, so the compiler reads its answer's type only after checking its arguments,
   * which read the form whose submit calls this.
   */
  async function pay(): Promise<void> {
    if (!q) return
    const placed = await placeOrder({
      deal_id: uuid,
      payment_mode: mode,
      is_cupon_applied: coupon ? 1 : 0,
      cupon_code: coupon?.code ?? null,
      amount: toRupees(q.pricePaise),
      discount: q.finalDiscountPercent,
    })
    if (placed.code === 200) return navigate(paths.redeemDetails(placed.order))
    const key = await getEncryptKey({
      amount: placed.order.buyer_will_pay,
      payment_for: 'deal',
      payment_mode: placed.order.payment_mode,
      order_id: placed.order.id,
      tid_id: placed.tid_id,
    })
    await leaveForGateway(key)
  }

  return (
    <section className="page checkout" aria-labelledby="payment-title">
      <h1 id="payment-title">Payment</h1>
      {result && <PaymentResultDialog result={result} onClose={closeResult} />}
      {data.status === 'loading' && !deal && <Loading label="Loading the deal…" />}
      {data.status === 'failed' && !deal && (
        <Failed
          text={data.error.status === 404 ? '404 Deal details Not Found' : 'The deal could not be loaded.'}
          onRetry={data.reload}
        />
      )}
      {deal && hold && (
        <div className="checkout-held">
          <h2>{deal.name}</h2>
          <HoldNotice hold={hold} />
          <p>
            <Link href={paths.deal(deal)}>Back to the deal</Link>
          </p>
        </div>
      )}
      {deal && !hold && (
        <div className="checkout-grid">
          <div className="checkout-deal">
            <img
              src={deal.banner_image.path}
              alt=""
              className="checkout-banner"
              width={DEAL_CROPS.banner.width}
              height={DEAL_CROPS.banner.height}
            />
            <h2>{deal.name}</h2>
            <p className="checkout-vendor">
              {deal.vendor.organization}, {deal.address.address}
            </p>
            <p>
              <Link href={paths.deal(deal)}>Back to the deal</Link>
            </p>
          </div>
          <SubmitForm {...f.formProps} className="checkout-form">
            <MethodChoice
              name="payment_mode"
              options={CHOSEN_METHODS}
              value={payWithPoints ? null : method}
              onChange={(id) => {
                f.set('method', id)
                f.set('pay_with_points', false)
              }}
            />
            {story && (
              <div className={`payment-points ${pointsOffered ? '' : 'is-unavailable'}`}>
                <label>
                  <input
                    type="checkbox"
                    checked={payWithPoints && pointsOffered}
                    disabled={!pointsOffered}
                    aria-describedby="payment-points-note"
                    onChange={(e) => f.set('pay_with_points', e.target.checked)}
                  />
                  Pay with Hola points
                </label>
                <span id="payment-points-note" className="payment-points-note">
                  {story.pointsOption.note}
                </span>
              </div>
            )}
            {isOpen && (
              <form.Field name="amount" validators={f.rules.check((v: string) => openAmountError(v) ?? undefined)}>
                {(field) => {
                  const props = f.text(field)
                  return (
                    <TextField
                      label="Amount (₹)"
                      inputMode="decimal"
                      hint={deal.deal_criteria.map((t) => `₹${t.amount}+: ${t.discount}%`).join(', ')}
                      {...props}
                      error={props.error ?? computed.refused ?? undefined}
                    />
                  )
                }}
              </form.Field>
            )}
            <div className="payment-code">
              <form.Field name="cupon_code">
                {(field) => (
                  <TextField
                    label="Promo or gift code"
                    autoCapitalize="characters"
                    readOnly={Boolean(coupon)}
                    {...f.text(field, upperCase)}
                  />
                )}
              </form.Field>
              {coupon ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => {
                    setCoupon(null)
                    f.set('cupon_code', '')
                  }}
                >
                  Remove code
                </button>
              ) : (
                <BusyButton
                  type="button"
                  className="button button-secondary"
                  busy={applying}
                  onClick={() => void onApplyCode()}
                >
                  Apply
                </BusyButton>
              )}
            </div>
            {coupon && (
              <p className="payment-code-applied" role="status">
                Code {coupon.code} applied: {formatRupees(coupon.amount)} off.
              </p>
            )}
            {q && story && <PaymentBreakdown q={q} story={story} />}
            <BusyButton type="submit" className="button button-block" busy={f.busy}>
              {story ? story.button : 'Place order'}
            </BusyButton>
          </SubmitForm>
        </div>
      )}
    </section>
  )
}
