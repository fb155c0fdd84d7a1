import type { ReactNode } from 'react'
import { useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { CustomerStatement } from './customer-statement'
import { VendorStatement } from './vendor-statement'
import './wallet.css'

export type StatementScreenProps = {
  /** The vendor's Download button and its invoice dialog (another feature's: the app fills it in). */
  download?: ReactNode
}

/** /statement (spec 3 §2, labelled Wallet): the student's Hola passbook or the vendor's balance with Hola. */
export default function StatementScreen({ download }: StatementScreenProps) {
  const { viewer } = useViewer()
  usePageTitle('Wallet')
  return viewer === 'vendor' ? (
    <VendorStatement details={false} download={download} />
  ) : (
    <CustomerStatement details={false} />
  )
}
