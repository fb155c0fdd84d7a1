import { useState } from 'react'
import { LIVE } from '../../lib/live-events'
import { Link, useSearch } from 'wouter'
import { ApiError } from '../../api/client'
import { customerOrderDetail, orderPdf } from '../../api/orders'
import { formatSlashDate } from '../../lib/dates'
import { counterReminder, orderCharge } from '../../lib/money-story'
import { paths } from '../../lib/paths'
import { orderStatusName } from '../../lib/order-status'
import { voucherFileName } from '../../lib/order-voucher'
import { notify } from '../../state/ui'
import { BusyButton } from '../../ui/busy-button'
import { usePageTitle } from '../../ui/page-title'
import { QrImage } from '../../ui/qr-image'
import { RichText } from '../../ui/rich-text'
import { Failed, Loading } from '../../ui/states'
import { useCall } from '../../ui/use-call'
import { saveBlob } from '../../ui/save-blob'
import './redemption.css'

/**
 * /redem-deal-details?order_id={id} (spec 3 §2): the deal, the outlet's address, the order's QR and deal code with the
 * voucher download, the terms, Add Review and My deals. The order is in the address, so a reload shows it again.
 */
export default function RedemptionDetailsScreen() {
  usePageTitle('Deal redemption')
  const orderId = Number(new URLSearchParams(useSearch()).get('order_id'))
  const valid = Number.isInteger(orderId) && orderId > 0
  const detail = useCall(
    () => (valid ? customerOrderDetail(orderId) : Promise.reject(new ApiError(404, 'Order not found.'))),
    [orderId],
    LIVE.orders,
  )
  const [downloading, setDownloading] = useState(false)
  const order = detail.data?.order
  const charge = order && orderCharge(order)
  const reminder = order && counterReminder(order)

  async function download() {
    if (!order) return
    setDownloading(true)
    try {
      saveBlob(await orderPdf(order.reference_code), voucherFileName(order.item.deal.name, order.created_at))
    } catch (e) {
      notify('error', 'FAILED', e instanceof ApiError ? e.message : String(e))
    } finally {
      setDownloading(false)
    }
  }

  return (
    <section className="page redemption" aria-labelledby="redemption-title">
      <h1 id="redemption-title">Deal redemption</h1>
      {detail.status === 'loading' && !order && <Loading label="Loading your deal code…" />}
      {detail.status === 'failed' && !order && (
        <Failed
          text={detail.error.status === 404 ? 'Order not found.' : 'Your order could not be loaded.'}
          onRetry={valid ? detail.reload : undefined}
        />
      )}
      {order && charge && (
        <div className="redemption-card">
          <h2>{order.item.deal.name}</h2>
          <p className="redemption-vendor">
            {order.item.deal.vendor.organization}
            <br />
            {order.item.deal.vendor.address.address}
          </p>
          <div className="redemption-code">
            <QrImage text={order.reference_code} label={`QR code of deal code ${order.reference_code}`} />
            <p>
              Deal code: <strong className="deal-code">{order.reference_code}</strong>
            </p>
            <p className="redemption-status">
              Status: {orderStatusName(order.order_status)} · valid until {formatSlashDate(order.item.deal.end_date)}
            </p>
            {reminder ? (
              <p className="redemption-counter" role="note">
                <strong>{reminder}</strong>
              </p>
            ) : (
              <p className="redemption-charge">
                {charge.term}: {charge.value}
              </p>
            )}
            <BusyButton
              type="button"
              className="button button-secondary"
              busy={downloading}
              onClick={() => void download()}
            >
              Download PDF
            </BusyButton>
          </div>
          <h3>Terms and conditions</h3>
          <RichText html={order.item.deal.terms_conditions} />
          <div className="dialog-actions">
            <Link href={paths.reviews(order.item.deal)} className="button">
              Add Review
            </Link>
            <Link href={paths.myDeals()} className="button button-secondary">
              My deals
            </Link>
          </div>
        </div>
      )}
    </section>
  )
}
