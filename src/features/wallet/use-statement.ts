import { useState } from 'react'
import { useAppClock } from '../../ui/use-app-clock'
import { useCall } from '../../ui/use-call'
import { NO_FILTER, statementBody, type StatementFilter } from './statement-filter'
import type { StatementRequest } from '../../api/schemas/wallet'

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
