import { useEffect, useState } from 'react'
import { useSearch } from 'wouter'
import { ReminderPermission } from '../features/notifications/reminder-permission'
import RedemptionDetailsScreen from '../features/redemption/redemption-details-screen'
import { OfflineVoucher, VoucherCalendarLink } from '../features/vouchers/offline-vouchers'
import { saveVouchers } from '../features/vouchers/save-vouchers'
import { copyForOffline } from '../features/app-updates/copy-for-offline'
import { useViewer } from '../state/session'
import { useOnline } from '../ui/use-online'

/**
 * /redem-deal-details: the deal-code page. Online, the redemption feature's screen, and "Add to calendar" once the
 * voucher is saved on the device; offline, the saved voucher (docs/decisions/installable-app.md).
 */
export default function DealCode() {
  const online = useOnline()
  const { viewer, customerId } = useViewer()
  const orderId = Number(new URLSearchParams(useSearch()).get('order_id'))
  const [saved, setSaved] = useState(0)
  useEffect(() => {
    if (!online || customerId === null) return
    copyForOffline()
    void saveVouchers(customerId).then(() => setSaved((n) => n + 1))
  }, [online, customerId])
  if (!online && viewer === 'customer') return <OfflineVoucher orderId={orderId} />
  return (
    <>
      <RedemptionDetailsScreen />
      {customerId !== null && (
        <div className="page">
          <VoucherCalendarLink key={saved} orderId={orderId} />
          <ReminderPermission />
        </div>
      )}
    </>
  )
}
