import { signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { useEffect } from 'react'
import { ROUTES } from '../../lib/paths'

export type StatementTab = 'confirmed_balance' | 'floating_balance'
const FIRST: StatementTab = 'confirmed_balance'

/**
 * The statement's selected tab, in shared state (spec 3 §2), so View All opens the details on the tab the Wallet
 * showed; back to confirmed_balance when the statement pages are left, or on unload.
 */
export const statementTab = signal<StatementTab>(FIRST)

const STATEMENT_PAGES: string[] = [ROUTES.statement, ROUTES.statementDetails]

/** The tab and its setter for a statement page; leaving the statement pages or unloading resets it. */
export function useStatementTab(): [StatementTab, (tab: StatementTab) => void] {
  useSignals()
  useEffect(() => {
    const reset = () => (statementTab.value = FIRST)
    window.addEventListener('beforeunload', reset)
    return () => {
      window.removeEventListener('beforeunload', reset)
      // The next page has its address by the time this task ends: from one statement page to the other, keep the tab.
      setTimeout(() => {
        if (!STATEMENT_PAGES.includes(window.location.pathname)) reset()
      }, 0)
    }
  }, [])
  return [statementTab.value, (tab) => (statementTab.value = tab)]
}
