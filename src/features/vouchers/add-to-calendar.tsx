import { appNow } from '../../lib/app-clock'
import { saveBlob } from '../../ui/save-blob'
import { calendarFileName, voucherCalendar } from './calendar'
import type { SavedVoucher } from './saved-vouchers'

/** "Add to calendar": downloads the voucher's validity as an .ics file; made on the device, so it works offline. */
export function AddToCalendar({ voucher }: { voucher: SavedVoucher }) {
  return (
    <button
      type="button"
      className="button button-secondary"
      aria-label={`Add to calendar: ${voucher.dealName}, code ${voucher.code}`}
      onClick={() =>
        saveBlob(
          new Blob([voucherCalendar(voucher, appNow())], { type: 'text/calendar;charset=utf-8' }),
          calendarFileName(voucher),
        )
      }
    >
      Add to calendar
    </button>
  )
}
