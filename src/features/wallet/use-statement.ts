import { useState } from 'react'
import { useAppClock } from '../../ui/use-app-clock'
import { useCall } from '../../ui/use-call'
import { LIVE, type LiveInterest } from '../../lib/live-events'
import { NO_FILTER, statementBody, type StatementFilter } from './statement-filter'
import type { StatementRequest } from '../../api/schemas/wallet'

/**
 * One statement list: its filter (shared by the page's lists), its own page (back to 1 when the filter changes), and
 * the call that loads it, again when the demo clock moves.
 */
/**
 * A call loaded again on every move of the demo clock (either way), whose answer shows only under the clock it was
 * loaded at: after a move nothing of the other day's answer stays on screen (a Hola card's Valid till), even while
 * the new load runs or when it fails (a day range chosen ahead, refused once the clock is back).
 */
export function useClockedCall<T>(run: () => Promise<T>, key: unknown[], live?: LiveInterest) {
  const clock = useAppClock()
  const { setData: _, ...call } = useCall(async () => ({ clock, answer: await run() }), [...key, clock], live)
  return { ...call, data: call.data?.clock === clock ? call.data.answer : undefined }
}

export function useStatementList<T>(
  load: (body: StatementRequest) => Promise<T>,
  filter: StatementFilter,
  rowsPerPage: number,
) {
  const [page, setPage] = useState(1)
  const [forFilter, setForFilter] = useState(filter)
  if (forFilter !== filter) {
    setForFilter(filter)
    setPage(1)
  }
  const call = useClockedCall(
    () => load(statementBody(filter, page, rowsPerPage)),
    [filter, page, rowsPerPage],
    LIVE.money,
  )
  return { ...call, page, setPage }
}

export function useStatementFilter() {
  return useState<StatementFilter>(NO_FILTER)
}
