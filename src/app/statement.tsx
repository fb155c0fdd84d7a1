import StatementScreen from '../features/wallet/statement-screen'
import { LazyInvoiceDownloadDialog } from './invoice-download'

/** /statement: the Wallet, with the invoices feature's Download dialog in the vendor's slot. */
export default function Statement() {
  return <StatementScreen downloadDialog={(onClose) => <LazyInvoiceDownloadDialog onClose={onClose} />} />
}
