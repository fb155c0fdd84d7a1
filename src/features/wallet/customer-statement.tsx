import { Link } from 'wouter'
import { LIVE } from '../../lib/live-events'
import { customerConfirmedStatement, customerFloatingStatement, customerStatementDeals } from '../../api/wallet'
import { EXPIRED_ACCOUNT_TEXT, isExpiredAccount } from '../../lib/account-status'
import { paths } from '../../lib/paths'
import { STATEMENT_TEXTS } from '../../lib/statement-window'
import { DataTable } from '../../ui/data-table'
import { useCall } from '../../ui/use-call'
import { HolaCard } from './hola-card'
import { StatementFrame, statementFailure } from './statement-frame'
import { NO_FILTER, StatementFilterForm, statementBody } from './statement-filter'
import { customerConfirmedColumns, customerFloatingColumns, holaText } from './statement-rows'
import { useStatementTab } from './statement-tab'
import { useClockedCall, useStatementFilter, useStatementList } from './use-statement'

/** Spec 3 §9: the customer's statement shows 15 rows a page with 2 pager buttons (the details page too). */
export const CUSTOMER_ROWS = 15
const CUSTOMER_PAGER_BUTTONS = 2

/**
 * The student's Wallet (spec 3 §2): the Confirmed Hola and Floating Hola cards, the Hola card, the filter, the tabs
 * and the passbook; on /statement-details the same lists with the account details box and a collapsible filter.
 */
export function CustomerStatement({ details }: { details: boolean }) {
  const [tab, setTab] = useStatementTab()
  const [filter, setFilter] = useStatementFilter()
  const confirmed = useStatementList(customerConfirmedStatement, filter, CUSTOMER_ROWS)
  const floating = useStatementList(customerFloatingStatement, filter, CUSTOMER_ROWS)
  const deals = useCall(customerStatementDeals, [])
  // The account (name, Hola card, plan) is the person's whatever the filter: read unfiltered, so a day range the server
  // refuses (one chosen ahead on the demo clock, now after today) leaves the card as today's.
  const account = useClockedCall(() => customerConfirmedStatement(statementBody(NO_FILTER, 1, 1)), [], LIVE.money)
  const user = account.data?.user
  const plan = account.data?.my_hola_category?.name ?? null
  // Each tab's total as shown: '…' until its statement answers.
  const shown = (points: number | undefined) => (points === undefined ? '…' : holaText(points))
  const totals = {
    confirmed_balance: shown(confirmed.data?.total_confirmed_balance),
    floating_balance: shown(floating.data?.total_floting_balance),
  }
  const active = tab === 'confirmed_balance' ? confirmed : floating
  const page = tab === 'confirmed_balance' ? confirmed.data?.confirmed_balance : floating.data?.floating_balance
  const TAB_NAMES = { confirmed_balance: 'Confirmed Balance', floating_balance: 'Floating Balance' } as const
  const title = details ? 'Statement details' : 'Wallet'
  const filterForm = (
    <StatementFilterForm
      id="customer-statement"
      filter={filter}
      onChange={setFilter}
      deals={deals.data?.deals ?? []}
      dealLabel={details ? (tab === 'confirmed_balance' ? 'Deals' : 'Referrals') : 'Deal'}
    />
  )
  return (
    <section className="page statement" aria-labelledby="statement-title">
      <h1 id="statement-title">{title}</h1>
      {/* Drawn before the answer too, so nothing below moves when it arrives. */}
      <p className="statement-account">
        {user?.full_name ?? '…'}
        {user && isExpiredAccount(user) && (
          <span className="expired-mark" role="img" aria-label={EXPIRED_ACCOUNT_TEXT} title={EXPIRED_ACCOUNT_TEXT}>
            ⚠
          </span>
        )}
      </p>
      {details ? (
        <dl className="statement-account-box" aria-label="Account details">
          <div>
            <dt>Account</dt>
            <dd>{user?.full_name ?? '…'}</dd>
          </div>
          <div>
            <dt>Hola card</dt>
            <dd>
              {plan ?? 'No plan'} · {user?.card_number ?? '…'}
            </dd>
          </div>
          <div>
            <dt>Confirmed Hola</dt>
            <dd>{totals.confirmed_balance}</dd>
          </div>
          <div>
            <dt>Floating Hola</dt>
            <dd>{totals.floating_balance}</dd>
          </div>
        </dl>
      ) : (
        <div className="statement-cards">
          <div className="statement-card" aria-label="Confirmed Hola">
            <h2>Confirmed Hola</h2>
            <p className="statement-figure">{totals.confirmed_balance}</p>
          </div>
          <div className="statement-card" aria-label="Floating Hola">
            <h2>Floating Hola</h2>
            <p className="statement-figure">{totals.floating_balance}</p>
          </div>
          <HolaCard category={plan} user={user} />
        </div>
      )}
      <StatementFrame details={details} filter={filterForm} tab={tab} onTab={setTab} names={TAB_NAMES} totals={totals}>
        <DataTable
          caption={TAB_NAMES[tab]}
          captionHidden
          columns={tab === 'confirmed_balance' ? customerConfirmedColumns : customerFloatingColumns}
          rows={page?.data ?? []}
          rowKey={(r) => r.id}
          loading={active.status === 'loading'}
          pageSize={CUSTOMER_ROWS}
          error={statementFailure(active)}
          emptyText={STATEMENT_TEXTS.empty}
          paging={
            page && page.last_page > 1
              ? {
                  current: page.current_page,
                  last: page.last_page,
                  onPage: active.setPage,
                  label: `${TAB_NAMES[tab]} pages`,
                  maxButtons: CUSTOMER_PAGER_BUTTONS,
                }
              : undefined
          }
        />
        {!details && (
          <p className="statement-more">
            <Link href={paths.statementDetails()}>View All</Link>
          </p>
        )}
      </StatementFrame>
    </section>
  )
}
