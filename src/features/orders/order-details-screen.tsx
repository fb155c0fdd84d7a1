import { Link } from 'wouter'
import { LIVE } from '../../lib/live-events'
import { customerOrderDetail } from '../../api/orders'
import { ApiError } from '../../api/client'
import { formatSlashDate } from '../../lib/dates'
import { formatRupees } from '../../lib/money'
import { ORDER_STATUS, hasDealCode, hasEnded, orderStatusName, paymentStatusText } from '../../lib/order-status'
import { orderCharge } from '../../lib/money-story'
import { paths, type ROUTES, type ScreenProps } from '../../lib/paths'
import { useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { QrImage } from '../../ui/qr-image'
import { Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import './orders.css'
import { Fact } from '../../ui/fact'

/** Where the order's points stand (docs/decisions/orders.md): floating until redeemed, never for a cancelled order. */
function pointsState(order: {
  order_status: number
  payment_status: number
}): 'confirmed' | 'floating' | 'cancelled' | 'not earned yet' {
  if (order.order_status === ORDER_STATUS.complete) return 'confirmed'
  if (hasEnded(order)) return 'cancelled'
  if (order.order_status === ORDER_STATUS.pending) return 'not earned yet'
  return 'floating'
}

/**
 * /my-order-details/{dealName}/{order id}: a placeholder in the spec, here the order's own page: status, payment,
 * code and QR, the points it earns and where they stand, and what happened when.
 */
export default function OrderDetailsScreen({ params }: ScreenProps<typeof ROUTES.orderDetails>) {
  usePageTitle('Order details')
  const { viewer } = useViewer()
  const id = Number(params.id)
  const valid = Number.isInteger(id) && id > 0 && viewer === 'customer'
  const detail = useCall(
    () => (valid ? customerOrderDetail(id) : Promise.reject(new ApiError(404, 'Order not found.'))),
    [id, valid],
    LIVE.orders,
  )
  const order = detail.data?.order
  const charge = order && orderCharge(order)

  return (
    <section className="page order-details" aria-labelledby="order-title">
      <h1 id="order-title">Order details</h1>
      {detail.status === 'loading' && !order && <Loading label="Loading the order…" />}
      {detail.status === 'failed' && !order && (
        <Failed
          text={detail.error.status === 404 ? 'Order not found.' : 'The order could not be loaded.'}
          onRetry={valid ? detail.reload : undefined}
        />
      )}
      {order && charge && (
        <>
          <h2>{order.item.deal.name}</h2>
          <p>
            {order.item.deal.vendor.organization}, {order.item.deal.vendor.address.address}
          </p>
          <dl>
            <Fact term="Order number">{order.id}</Fact>
            <Fact term="Status">{orderStatusName(order.order_status)}</Fact>
            <Fact term="Payment">
              {order.payment_single.payment_method_system_name}, {paymentStatusText(order)}
            </Fact>
            <Fact term="Price">{formatRupees(order.price)}</Fact>
            {order.coupon_amount > 0 && <Fact term="Promo code">− {formatRupees(order.coupon_amount)}</Fact>}
            <div>
              <dt>{charge.term}</dt>
              <dd data-testid="order-charge">{charge.value}</dd>
            </div>
            <div>
              <dt>Hola points earned</dt>
              <dd data-testid="points-earned">
                {order.points_earned} ({pointsState(order)})
              </dd>
            </div>
          </dl>
          {hasDealCode(order) && (
            <p className="redemption-code-line">
              <QrImage text={order.reference_code} label={`QR code of deal code ${order.reference_code}`} size={160} />
              <br />
              Deal code: <strong className="deal-code">{order.reference_code}</strong>
            </p>
          )}
          <h3>What happened</h3>
          <ol className="order-timeline">
            <li>Ordered on {formatSlashDate(order.created_at)}</li>
            {order.paid_at && <li>Paid on {formatSlashDate(order.paid_at)}</li>}
            {order.customer_commision.reedem_date && (
              <li>Redeemed on {formatSlashDate(order.customer_commision.reedem_date)}</li>
            )}
            {order.cancelled_at && (
              <li>
                Cancelled on {formatSlashDate(order.cancelled_at)}
                {order.cancel_reason ? `: ${order.cancel_reason}` : ''}
                {order.cancel_description ? ` (“${order.cancel_description}”)` : ''}
              </li>
            )}
          </ol>
          <p>
            <Link href={paths.myOrders()}>Back to My Orders</Link>
            {order.order_status === ORDER_STATUS.processing && (
              <>
                {' · '}
                <Link href={paths.redeemDetails(order)}>Deal code and voucher</Link>
              </>
            )}
          </p>
        </>
      )}
    </section>
  )
}
