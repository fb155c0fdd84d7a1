import { Link } from 'wouter'
import { OFFLINE_TEXT } from '../../api/client'
import { formatSlashDate } from '../../lib/dates'
import { paths } from '../../lib/paths'
import { useViewer } from '../../state/session'
import { notify } from '../../state/ui'
import { usePageTitle } from '../../ui/page-title'
import { QrImage } from '../../ui/qr-image'
import { RichText } from '../../ui/rich-text'
import { Empty, NotFoundState } from '../../ui/states'
import { AddToCalendar } from './add-to-calendar'
import { savedVouchersOf, type SavedVoucher } from './saved-vouchers'
import './vouchers.css'

/** "14:32": when the vouchers were saved, on the device's clock (the demo clock in the demo). */
const timeOf = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

export const OFFLINE_SAVED_LINE = 'Offline: showing your vouchers saved at'

function OfflineLine({ savedAt }: { savedAt: number }) {
  return (
    <p className="offline-line" role="status">
      {OFFLINE_SAVED_LINE} {timeOf(savedAt)}
    </p>
  )
}

/** One saved voucher: the deal, the outlet and its address, the QR and code, what to pay, validity and terms. */
function VoucherCard({ voucher: v, heading }: { voucher: SavedVoucher; heading: 'h1' | 'h2' }) {
  const Heading = heading
  return (
    <article className="voucher-card" aria-labelledby={`voucher-${v.orderId}`}>
      <Heading id={`voucher-${v.orderId}`} className="voucher-name">
        {v.dealName}
      </Heading>
      <p className="voucher-outlet">
        {v.outlet}
        <br />
        {v.address}
      </p>
      <div className="voucher-code">
        <QrImage text={v.code} label={`QR code of deal code ${v.code}`} size={160} />
        <p>
          Deal code: <strong className="deal-code">{v.code}</strong>
        </p>
        <p className="voucher-validity">
          {v.status} · valid {formatSlashDate(v.validFrom)} to {formatSlashDate(v.validUntil)}
        </p>
        {v.counter ? (
          <p className="voucher-counter" role="note">
            <strong>{v.counter}</strong>
          </p>
        ) : (
          <p>
            {v.charge.term}: {v.charge.value}
          </p>
        )}
      </div>
      <div className="voucher-actions">
        <AddToCalendar voucher={v} />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => notify('warning', 'Download PDF', OFFLINE_TEXT)}
        >
          Download PDF
        </button>
      </div>
      <details className="voucher-terms">
        <summary>Terms and conditions</summary>
        <RichText html={v.terms} />
      </details>
    </article>
  )
}

/** My Orders offline: the customer's saved vouchers, with when they were saved. */
export function OfflineVouchers() {
  usePageTitle('My Orders')
  const { customerId } = useViewer()
  const saved = savedVouchersOf(customerId)
  return (
    <section className="page vouchers" aria-labelledby="vouchers-title">
      <h1 id="vouchers-title">My Orders</h1>
      {!saved ? (
        <Empty text="You are offline, and no vouchers are saved on this device yet. Open My Orders once online to keep them here." />
      ) : (
        <>
          <OfflineLine savedAt={saved.savedAt} />
          {saved.vouchers.length === 0 ? (
            <Empty text="No vouchers to use: every order is redeemed, cancelled or ended." />
          ) : (
            <div className="voucher-list">
              {saved.vouchers.map((v) => (
                <VoucherCard key={v.orderId} voucher={v} heading="h2" />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  )
}

/** The deal-code page offline: the saved voucher of this order. */
export function OfflineVoucher({ orderId }: { orderId: number }) {
  usePageTitle('Deal redemption')
  const { customerId } = useViewer()
  const saved = savedVouchersOf(customerId)
  const voucher = saved?.vouchers.find((v) => v.orderId === orderId)
  return (
    <section className="page vouchers" aria-label="Deal redemption">
      {saved && voucher ? (
        <>
          <OfflineLine savedAt={saved.savedAt} />
          <VoucherCard voucher={voucher} heading="h1" />
        </>
      ) : (
        <>
          <h1>Deal redemption</h1>
          <NotFoundState text="You are offline, and this voucher is not saved on this device." />
        </>
      )}
      <p>
        <Link href={paths.myOrders()}>My Orders</Link>
      </p>
    </section>
  )
}

/** Online, under the deal-code page: "Add to calendar" for the saved voucher of this order (none once it is used). */
export function VoucherCalendarLink({ orderId }: { orderId: number }) {
  const { customerId } = useViewer()
  const voucher = savedVouchersOf(customerId)?.vouchers.find((v) => v.orderId === orderId)
  return voucher ? (
    <p className="voucher-actions">
      <AddToCalendar voucher={voucher} />
    </p>
  ) : null
}
