import { useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import { vendorConfirmedStatement, vendorDealsDropdown, vendorFloatingStatement } from '../../api/wallet'
import { formatRupees } from '../../lib/money'
import { paths } from '../../lib/paths'
import { STATEMENT_TEXTS, statementReturnNotice } from '../../lib/statement-window'
import { DataTable } from '../../ui/data-table'
import { useCall } from '../../ui/use-call'
import { useReturnNotice } from '../../ui/use-return-notice'
import { StatementFilterForm } from './statement-filter'
import { StatementFrame, statementFailure } from './statement-frame'
import { holaText, vendorConfirmedColumns, vendorPointsColumns } from './statement-rows'
import { useStatementTab } from './statement-tab'
import { useStatementFilter, useStatementList } from './use-statement'

/**
 * Spec 3 §9's page sizes for the vendor, as read in docs/decisions/wallet.md: the overview's confirmed list 10 a page
 * (3 pager buttons), its Hola balance 15 (2 buttons); the details page 15 for both.
 */
const PAGES = {
  overview: { confirmed_balance: { rows: 10, buttons: 3 }, floating_balance: { rows: 15, buttons: 2 } },
  details: { confirmed_balance: { rows: 15, buttons: 3 }, floating_balance: { rows: 15, buttons: 2 } },
} as const
const TAB_NAMES = { confirmed_balance: 'Confirmed Balance', floating_balance: 'Hola Balance' } as const

/**
 * The vendor's statement (spec 3 §2): the Confirmed Balance and Hola Balance cards, the deal dropdown, Commission
 * Payments, Download (the invoice dialog, which the app passes in as `downloadDialog`) and View All, then the tabs and their
 * rows; on /statement-details the same lists with the account details box and a collapsible filter.
 */
export function VendorStatement({
  details,
  downloadDialog,
}: {
  details: boolean
  downloadDialog?: (onClose: () => void) => ReactNode
}) {
  useReturnNotice(statementReturnNotice, paths.statement())
  const [downloading, setDownloading] = useState(false)
  const [tab, setTab] = useStatementTab()
  const [filter, setFilter] = useStatementFilter()
  const sizes = PAGES[details ? 'details' : 'overview']
  const confirmed = useStatementList(vendorConfirmedStatement, filter, sizes.confirmed_balance.rows)
  const floating = useStatementList(vendorFloatingStatement, filter, sizes.floating_balance.rows)
  const deals = useCall(vendorDealsDropdown, [])
  const totals = {
    confirmed_balance: confirmed.data === undefined ? '…' : formatRupees(confirmed.data.total_confirm_balance),
    floating_balance: floating.data === undefined ? '…' : holaText(floating.data.total_hola_balance),
  }
  // The Hola balance read as the student's Wallet reads it: confirmed (usable) and floating apart.
  const hola = {
    confirmed: floating.data === undefined ? '…' : holaText(floating.data.confirmed_hola_balance),
    floating: floating.data === undefined ? '…' : holaText(floating.data.floating_hola_balance),
  }
  const title = details ? 'Statement details' : 'Wallet'
  const active = tab === 'confirmed_balance' ? confirmed : floating
  const filterForm = (
    <StatementFilterForm
      id="vendor-statement"
      filter={filter}
      onChange={setFilter}
      deals={deals.data?.deals ?? []}
      dealLabel={details ? (tab === 'confirmed_balance' ? 'Deals' : 'Referrals') : 'Deal'}
    />
  )
  const failed = statementFailure(active)
  const paging = (p: { current_page: number; last_page: number } | undefined) =>
    p && p.last_page > 1
      ? {
          current: p.current_page,
          last: p.last_page,
          onPage: active.setPage,
          label: `${TAB_NAMES[tab]} pages`,
          maxButtons: sizes[tab].buttons,
        }
      : undefined
  return (
    <section className="page statement" aria-labelledby="statement-title">
      <h1 id="statement-title">{title}</h1>
      {details ? (
        <dl className="statement-account-box" aria-label="Account details">
          <div>
            <dt>Plan</dt>
            <dd>{confirmed.data?.my_hola_category?.name ?? 'No plan'}</dd>
          </div>
          <div>
            <dt>Confirmed Balance</dt>
            <dd>{totals.confirmed_balance}</dd>
          </div>
          <div>
            <dt>Confirmed Hola</dt>
            <dd>{hola.confirmed}</dd>
          </div>
          <div>
            <dt>Floating Hola</dt>
            <dd>{hola.floating}</dd>
          </div>
        </dl>
      ) : (
        <div className="statement-cards">
          <div className="statement-card" aria-label="Confirmed Balance">
            <h2>Confirmed Balance</h2>
            <p className="statement-figure">{totals.confirmed_balance}</p>
            <small>What Hola owes you; below ₹0, the commission you owe.</small>
          </div>
          <div className="statement-card" aria-label="Confirmed Hola">
            <h2>Confirmed Hola</h2>
            <p className="statement-figure">{hola.confirmed}</p>
          </div>
          <div className="statement-card" aria-label="Floating Hola">
            <h2>Floating Hola</h2>
            <p className="statement-figure">{hola.floating}</p>
          </div>
        </div>
      )}
      {!details && (
        <div className="statement-actions">
          <Link href={paths.commission()} className="button button-small">
            Commission Payments
          </Link>
          {downloadDialog && (
            <button type="button" className="button button-secondary button-small" onClick={() => setDownloading(true)}>
              Download
            </button>
          )}
          <Link href={paths.statementDetails()} className="button button-secondary button-small">
            View All
          </Link>
        </div>
      )}
      <StatementFrame details={details} filter={filterForm} tab={tab} onTab={setTab} names={TAB_NAMES} totals={totals}>
        {tab === 'confirmed_balance' ? (
          <DataTable
            caption={TAB_NAMES.confirmed_balance}
            captionHidden
            columns={vendorConfirmedColumns}
            rows={confirmed.data?.confirm_balance.data ?? []}
            rowKey={(r) => r.entry_id}
            loading={confirmed.status === 'loading'}
            pageSize={sizes.confirmed_balance.rows}
            error={failed}
            emptyText={STATEMENT_TEXTS.empty}
            paging={paging(confirmed.data?.confirm_balance)}
          />
        ) : (
          <DataTable
            caption={TAB_NAMES.floating_balance}
            captionHidden
            columns={vendorPointsColumns}
            rows={floating.data?.hola_balance.data ?? []}
            rowKey={(r) => r.id}
            rowClass={(r) => (r.hola_point_status === 0 ? 'statement-row-floating' : undefined)}
            loading={floating.status === 'loading'}
            pageSize={sizes.floating_balance.rows}
            error={failed}
            emptyText={STATEMENT_TEXTS.empty}
            paging={paging(floating.data?.hola_balance)}
          />
        )}
      </StatementFrame>
      {downloading && downloadDialog?.(() => setDownloading(false))}
    </section>
  )
}
