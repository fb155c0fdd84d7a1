import type { ReactNode } from 'react'
import type { ApiError } from '../../api/client'
import { ListTabs } from '../../ui/list-tabs'
import type { StatementTab } from './statement-tab'

type Props = {
  details: boolean
  /** The filter form: inline on /statement, in a collapsible panel on /statement-details (spec 3 §2). */
  filter: ReactNode
  tab: StatementTab
  onTab: (tab: StatementTab) => void
  /** Each tab's name (the vendor's floating tab is its Hola Balance). */
  names: Record<StatementTab, string>
  /** Each tab's total as shown ('…' while loading). */
  totals: Record<StatementTab, string>
  /** The active tab's table. */
  children: ReactNode
}

/**
 * What both roles' statement pages share: the filter's place, the Confirmed and Floating tabs, and the active tab's
 * total against the other tab's (spec 3 §2), above the active tab's table.
 */
export function StatementFrame({ details, filter, tab, onTab, names, totals, children }: Props) {
  const other: StatementTab = tab === 'confirmed_balance' ? 'floating_balance' : 'confirmed_balance'
  return (
    <>
      {details ? (
        <details className="statement-filter-panel">
          <summary>Filters</summary>
          {filter}
        </details>
      ) : (
        filter
      )}
      <ListTabs
        label="Balance"
        panelId="statement-panel"
        value={tab}
        onChange={onTab}
        tabs={[
          { key: 'confirmed_balance', label: names.confirmed_balance },
          { key: 'floating_balance', label: names.floating_balance },
        ]}
      />
      <div id="statement-panel" role="tabpanel" aria-labelledby={`statement-panel-tab-${tab}`}>
        <p className="statement-totals">
          <strong>
            {names[tab]}: {totals[tab]}
          </strong>
          <span>
            {names[other]}: {totals[other]}
          </span>
        </p>
        {children}
      </div>
    </>
  )
}

/** The table's error state: a 422's own words (a filter the server refused), else that the statement did not load. */
export const statementFailure = (call: { status: string; error?: ApiError; reload: () => void }) =>
  call.status === 'failed' && call.error
    ? {
        text: call.error.status === 422 ? call.error.message : 'Your statement could not be loaded.',
        onRetry: call.reload,
      }
    : undefined
