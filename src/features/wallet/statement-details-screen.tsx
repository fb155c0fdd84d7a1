import { useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { CustomerStatement } from './customer-statement'
import { VendorStatement } from './vendor-statement'
import './wallet.css'

/** /statement-details (spec 3 §2), both roles: the statement's lists with the account details and a collapsible filter. */
export default function StatementDetailsScreen() {
  const { viewer } = useViewer()
  usePageTitle('Statement details')
  return viewer === 'vendor' ? <VendorStatement details /> : <CustomerStatement details />
}
