import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { adsDetail, purchaseAdvertise } from '../../api/ads'
import { vendorGetEncryptKey } from '../../api/checkout'
import { ApiError } from '../../api/client'
import { leaveForGateway } from '../../api/gateway-hand-off'
import type { AdPaymentMethod } from '../../api/schemas/ads'
import { purchaseAdvertiseRequestLimits } from '../../api/schemas/request-limits'
import { listVendorDeals } from '../../api/vendor-deals'
import { appNow } from '../../lib/app-clock'
import { AD_TEXTS, adEndDay, adQuote, adStartError, canAdvertiseDeal } from '../../lib/ad-rules'
import { formatDashDate, indiaDay } from '../../lib/dates'
import { formatPaise, rupeesText, toPaise } from '../../lib/money'
import { PAYMENT_RESULT_TEXTS } from '../../lib/order-texts'
import { paths, type ROUTES, type ScreenProps } from '../../lib/paths'
import { PAYMENT_METHOD, paymentMethodName } from '../../lib/payment-methods'
import { paymentResultOf, resultTexts, type PaymentResult } from '../../lib/payment-result'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { DayField } from '../../ui/day-field'
import { MethodChoice } from '../../ui/method-choice'
import { PriceBreakdown, type BreakdownRow } from '../../ui/price-breakdown'
import { usePageTitle } from '../../ui/page-title'
import { SelectField } from '../../ui/select-field'
import { Failed, Loading } from '../../ui/states'
import { SubmitForm } from '../../ui/submit-form'
import { useCall } from '../../ui/use-call'
import { AdPaymentResult } from './ad-payment-result'
import { daysText } from './ad-package'
import { NotVerified, useSendUnverifiedAway, verifiedVendor } from './verified-vendor'
import './ads.css'

/** The gateway's methods for an ad, UPI first (spec 3 §9: the default payment mode is UPI). */
const METHODS: AdPaymentMethod[] = [
  PAYMENT_METHOD.upi,
  PAYMENT_METHOD.debitCard,
  PAYMENT_METHOD.creditCard,
  PAYMENT_METHOD.netBanking,
]
const METHOD_OPTIONS = METHODS.map((m) => ({ id: `${m}` as const, name: paymentMethodName(m) }))

/**
 * /advertisement-payment/{package uuid} (spec 3 §2, §5, §8): the method tabs, the start day, the deal it promotes, the
 * Hola points option (only with points) and a breakdown from adQuote, the maths the server recomputes. Buying is
 * vendor/purchase-advertise, then (unless the points paid it all) a gateway session (vendor/get-encrypt-key,
 * payment_for ads) and the hand-off; the gateway comes back here with the result in spec 3 §8's words.
 */
export default function AdPaymentScreen({ params }: ScreenProps<typeof ROUTES.advertisementPayment>) {
  usePageTitle('Advertisement payment')
  return <AdPayment uuid={params.id ?? ''} />
}

function AdPayment({ uuid }: { uuid: string }) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const [result, setResult] = useState<PaymentResult | null>(() => paymentResultOf(search))
  // Once bought, the page behind "Order Placed" says so and leads to the history instead of inviting a second purchase.
  const [bought, setBought] = useState(() => Boolean(result && resultTexts(result).ok))
  const data = useCall(async () => {
    const user = await verifiedVendor()
    const [detail, deals] = await Promise.all([adsDetail(uuid), listVendorDeals()])
    // Spec 3 §8: an ad is bought for an active deal only, so only those are offered (the mock refuses the rest).
    return { ad: detail.ad, points: user.hola_points, deals: deals.deals.filter(canAdvertiseDeal) }
  }, [uuid])
  const refused = data.status === 'failed' && data.error instanceof NotVerified
  useSendUnverifiedAway(refused)

  const today = indiaDay(appNow())
  const [method, setMethod] = useState<`${AdPaymentMethod}`>(`${PAYMENT_METHOD.upi}`)
  const ad = data.data?.ad
  const points = data.data?.points ?? 0

  const f = useAppForm({
    defaultValues: { start_date: '', deal_id: '', holapoints: false },
    limits: purchaseAdvertiseRequestLimits,
    idPrefix: 'ad-payment',
    onSubmit: async (v) => {
      const paymentMode = Number(method) as AdPaymentMethod
      const bought = await purchaseAdvertise({
        advertisement_id: uuid,
        deal_id: v.deal_id,
        start_date: v.start_date,
        payment_mode: paymentMode,
        holapoints: v.holapoints && points > 0 ? 1 : 0,
      })
      if (bought.code === 200) {
        // Paid in full with points: nothing goes to the gateway; the result says so at once.
        setResult({
          paymentFor: 'ads',
          message: 'success',
          orderId: String(bought.order_id),
          amount: rupeesText(toPaise(bought.amount)),
        })
        setBought(true)
        notify('success', bought.message)
        return
      }
      await leaveForGateway(
        await vendorGetEncryptKey({
          amount: bought.amount,
          payment_for: 'ads',
          payment_mode: paymentMode,
          order_id: bought.order_id,
        }),
      )
    },
    // Spec 3 §8: FAILED with the server's message for anything not shown under a field.
    onError: (e, placed) => {
      if (!placed) notify('error', PAYMENT_RESULT_TEXTS.failed, e instanceof ApiError ? e.message : String(e), 8000)
    },
  })
  const F = f.form
  // An approved request carries its deal (spec 3 §4): it is the one deal offered, chosen already.
  const requestDeal = ad?.deal ?? null
  const offered = requestDeal ? data.data?.deals.filter((d) => d.uuid === requestDeal.uuid) : data.data?.deals
  /** Why nothing can be bought here now, said instead of a form that would be refused. */
  const unbuyable = !offered
    ? null
    : offered.length > 0
      ? null
      : requestDeal
        ? AD_TEXTS.requestDealNotActive(requestDeal.name)
        : AD_TEXTS.noActiveDeal
  useEffect(() => {
    if (requestDeal) F.setFieldValue('deal_id', requestDeal.uuid)
  }, [requestDeal, F])

  const closeResult = () => {
    setResult(null)
    navigate(paths.advertisementPayment({ uuid }), { replace: true })
  }

  return (
    <section className="page ads ad-payment" aria-labelledby="ad-payment-title">
      <h1 id="ad-payment-title">Advertisement payment</h1>
      {result && <AdPaymentResult result={result} onClose={closeResult} />}
      {data.status === 'loading' && !ad && <Loading label="Loading the package…" />}
      {data.status === 'failed' && !ad && !refused && (
        <Failed
          text={data.error.status === 404 ? 'No Advertisement Found' : 'The package could not be loaded.'}
          onRetry={data.error.status === 404 ? undefined : data.reload}
        />
      )}
      {ad && data.data && (bought || unbuyable) && (
        <div className="ad-payment-body">
          <div className="ad-payment-done" role="status">
            <p>{bought ? AD_TEXTS.bought : unbuyable}</p>
            <p className="actions">
              {bought ? (
                <Link href={paths.advertisementHistory()} className="button">
                  See your ad history
                </Link>
              ) : (
                <Link href={paths.yourDeals()} className="button">
                  Your deals
                </Link>
              )}
              <Link href={paths.advertisement()} className="button button-secondary">
                Back to the packages
              </Link>
            </p>
          </div>
        </div>
      )}
      {ad && data.data && !bought && !unbuyable && (
        <div className="ad-payment-body">
          <SubmitForm {...f.formProps} className="ad-payment-form" aria-labelledby="ad-payment-title">
            <div className="ad-methods">
              <MethodChoice
                name="ad-method"
                legend="Pay by"
                options={METHOD_OPTIONS}
                value={method}
                onChange={setMethod}
                note={`You will pay by ${paymentMethodName(Number(method))} on the payment gateway’s page.`}
              />
            </div>
            <F.Field name="start_date" validators={f.rules.check((v: string) => adStartError(v, today))}>
              {(field) => {
                const bound = f.select(field)
                return (
                  <DayField
                    id={bound.id}
                    label="Start date"
                    value={bound.value}
                    min={today}
                    error={bound.error}
                    onChange={bound.onChange}
                  />
                )
              }}
            </F.Field>
            <F.Field name="deal_id" validators={f.rules.chosen('deal', AD_TEXTS.dealRequired)}>
              {(field) => (
                <SelectField
                  label="Deal"
                  placeholder="Choose a deal"
                  options={(offered ?? []).map((d) => ({
                    value: d.uuid,
                    label: d.name,
                  }))}
                  {...f.select(field)}
                />
              )}
            </F.Field>
            {points > 0 && (
              <F.Field name="holapoints">
                {(field) => (
                  <label className="ad-points">
                    <input
                      type="checkbox"
                      checked={field.state.value}
                      onChange={(e) => field.handleChange(e.target.checked)}
                    />
                    Pay with my Hola points ({points} points, ₹1 each)
                  </label>
                )}
              </F.Field>
            )}
            <F.Subscribe selector={(s) => [s.values.holapoints, s.values.start_date, s.isSubmitting] as const}>
              {([usePoints, start, busy]) => (
                <>
                  <AdBreakdown
                    pricePaise={toPaise(ad.price)}
                    discountPercent={ad.discount}
                    points={points}
                    usePoints={usePoints}
                    days={ad.days}
                    start={start}
                  />
                  <BusyButton type="submit" className="button button-block" busy={busy}>
                    Pay
                  </BusyButton>
                </>
              )}
            </F.Subscribe>
          </SubmitForm>
          <aside className="ad-payment-package" aria-labelledby="ad-payment-package-title">
            <img src={ad.media.path} alt="" width={320} height={180} className="ad-card-image" />
            <h2 id="ad-payment-package-title">{ad.title}</h2>
            <p>
              {daysText(ad.days)}, {ad.advertisement_category_multi.map((c) => c.name).join(', ')}
            </p>
            <p>
              <Link href={paths.advertisementDetails(ad)}>About this package</Link>
            </p>
          </aside>
        </div>
      )}
    </section>
  )
}

/** The price breakdown the vendor can check (spec 3 §2): adQuote's figures, the server's maths. */
function AdBreakdown(props: {
  pricePaise: number
  discountPercent: number
  points: number
  usePoints: boolean
  days: number
  start: string
}) {
  const q = useMemo(
    () =>
      adQuote({
        pricePaise: props.pricePaise,
        discountPercent: props.discountPercent,
        pointsBalance: props.points,
        usePoints: props.usePoints,
      }),
    [props.pricePaise, props.discountPercent, props.points, props.usePoints],
  )
  const rows: BreakdownRow[] = [
    { key: 'Price', term: 'Price', value: formatPaise(q.pricePaise) },
    { key: 'Discount', term: `Package discount (${q.discountPercent}%)`, value: `− ${formatPaise(q.discountPaise)}` },
    { key: 'GST', term: `GST (${q.gstPercent}%)`, value: formatPaise(q.gstPaise) },
    { key: 'Total', term: 'Total', value: formatPaise(q.totalPaise) },
  ]
  if (q.pointsUsed > 0)
    rows.push({ key: 'Points', term: `Hola points (${q.pointsUsed})`, value: `− ${formatPaise(q.pointsPaise)}` })
  rows.push({ key: 'To pay', term: 'To pay', value: formatPaise(q.payPaise), cls: 'breakdown-total' })
  return (
    <>
      <PriceBreakdown rows={rows} />
      {props.start && (
        <p className="ad-runs">
          Runs {formatDashDate(props.start)} to {formatDashDate(adEndDay(props.start, props.days))}.
        </p>
      )}
    </>
  )
}
