import { useEffect, useState, useSyncExternalStore } from 'react'
import { useLocation, useSearch } from 'wouter'
import { appClockOffset, onAppClockMove } from '../../lib/app-clock'
import { paths } from '../../lib/paths'
import { STATEMENT_TEXTS } from '../../lib/statement-window'
import { notify } from '../../state/ui'
import { useCall } from '../../ui/use-call'
import { NO_FILTER, statementBody, type StatementFilter } from './statement-filter'
import type { StatementRequest } from '../../api/schemas/wallet'

/** The app clock's offset: statements load again when the demo clock moves (their windows end at now). */
export const useAppClock = () => useSyncExternalStore(onAppClockMove, appClockOffset)

/**
 * One statement list: its filter (shared by the page's lists), its own page (back to 1 when the filter changes), and
 * the call that loads it, again when the demo clock moves.
 */
export function useStatementList<T>(
  load: (body: StatementRequest) => Promise<T>,
  filter: StatementFilter,
  rowsPerPage: number,
) {
  const clock = useAppClock()
  const [page, setPage] = useState(1)
  const [forFilter, setForFilter] = useState(filter)
  if (forFilter !== filter) {
    setForFilter(filter)
    setPage(1)
  }
  const call = useCall(() => load(statementBody(filter, page, rowsPerPage)), [filter, page, rowsPerPage, clock])
  return { ...call, page, setPage }
}

export function useStatementFilter() {
  return useState<StatementFilter>(NO_FILTER)
}

/**
 * The commission payment's return, /statement?message=… (spec 3 §2): the thanks for success, else the warning that the
 * transaction was declined; then the address is /statement again, so a reload does not say it twice.
 */
export function usePaymentMessage() {
  const search = useSearch()
  const [, navigate] = useLocation()
  useEffect(() => {
    const message = new URLSearchParams(search).get('message')
    if (message === null) return
    if (message === 'success') notify('success', 'Success', STATEMENT_TEXTS.paymentThanks, 8000)
    else notify('warning', 'Payment declined', STATEMENT_TEXTS.paymentDeclined, 8000)
    navigate(paths.statement(), { replace: true })
  }, [search, navigate])
}
