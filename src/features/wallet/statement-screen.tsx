import type { ReactNode } from 'react'
import { useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { CustomerStatement } from './customer-statement'
import { VendorStatement } from './vendor-statement'
import './wallet.css'

export type StatementScreenProps = {
  /** The vendor's statement and tax invoice Download dialog (another feature's: the app hands it in). */
  downloadDialog?: (onClose: () => void) => ReactNode
}

/** /statement (spec 3 §2, labelled Wallet): the student's Hola passbook or the vendor's balance with Hola. */
export default function StatementScreen({ downloadDialog }: StatementScreenProps) {
  const { viewer } = useViewer()
  usePageTitle('Wallet')
  return viewer === 'vendor' ? (
    <VendorStatement details={false} downloadDialog={downloadDialog} />
  ) : (
    <CustomerStatement details={false} />
  )
}
