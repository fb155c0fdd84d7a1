import CommissionScreen from '../features/commission/commission-screen'
import { LazyInvoiceDownloadDialog } from './invoice-download'

/** /commission: the commission list with the invoices feature's Download dialog in its slot. */
export default function Commission() {
  return <CommissionScreen downloadDialog={(onClose) => <LazyInvoiceDownloadDialog onClose={onClose} />} />
}
