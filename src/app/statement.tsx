import StatementScreen from '../features/wallet/statement-screen'

/**
 * /statement: the Wallet. The vendor's Download button (the invoice and account-statement dialog of
 * src/features/invoices) goes in the `download` slot, filled here once that feature lands (features never import
 * each other).
 */
export default function Statement() {
  return <StatementScreen />
}
