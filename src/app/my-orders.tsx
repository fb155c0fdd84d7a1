import { useEffect } from 'react'
import { ReportDealDialog } from '../features/customer-deals/report-deal-dialog'
import OrdersScreen from '../features/orders/orders-screen'
import { ReviewForm } from '../features/reviews/review-form'
import { OfflineVouchers } from '../features/vouchers/offline-vouchers'
import { saveVouchers } from '../features/vouchers/save-vouchers'
import { copyForOffline } from '../features/app-updates/copy-for-offline'
import { useViewer } from '../state/session'
import { Modal } from '../ui/modal'
import { useOnline } from '../ui/use-online'

/**
 * /my-orders: the orders list with the reviews feature's form and the customer-deals feature's report dialog in its
 * slots (features never import each other; docs/decisions/composition.md). The review form follows the existing
 * rules: one review per deal, read-only once written. A customer's open vouchers are saved on the device while
 * online, and shown from there offline (docs/decisions/installable-app.md).
 */
export default function MyOrders() {
  const online = useOnline()
  const { viewer, customerId } = useViewer()
  useEffect(() => {
    if (!online || customerId === null) return
    copyForOffline()
    void saveVouchers(customerId)
  }, [online, customerId])
  if (!online && viewer === 'customer') return <OfflineVouchers />
  return (
    <OrdersScreen
      reviewDialog={(deal, onClose, onReviewed) => (
        <Modal title={`Review ${deal.name}`} onClose={onClose}>
          <ReviewForm
            deal={deal}
            isReviewed={deal.reviews.length > 0 ? 1 : 0}
            isApproved={deal.reviews[0]?.is_approved ?? 0}
            onSubmitted={onReviewed}
          />
        </Modal>
      )}
      reportDialog={(deal, orderId, onClose, onReported) => (
        <ReportDealDialog
          deal={{ id: deal.id, name: deal.name, vendor: { id: deal.vendor.id } }}
          orderId={orderId}
          onClose={onClose}
          onReported={onReported}
        />
      )}
    />
  )
}
