import { roleOf } from '../../../src/lib/user-type'
import type { StatementRequest } from '../../../src/api/schemas/wallet'
import { indiaDay } from '../../../src/lib/dates'
import { STATEMENT_TEXTS, dayRangeErrors, flagsSet, statementWindow } from '../../../src/lib/statement-window'
import { db } from '../../store/db'
import type { UserRecord } from '../../store/records'
import { clock } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'
import type { StatementQuery, StatementState } from '../../ledger/statements'

/**
 * A statement request (spec 3 §7, §9) read into a statement query for the caller: refused with 422s per field when the
 * time flags are more than one, the day range breaks statement-window.ts's limits, or the deal is not one of the
 * caller's (a customer's: one they ordered; a vendor's: its own). Pages as the client asks, else `perPage`.
 */
export function statementQueryOf(
  caller: UserRecord,
  body: StatementRequest,
  what: { unit: StatementQuery['unit']; state: StatementState; perPage: number },
  now = clock.now(),
): StatementQuery {
  const errors: Record<string, string[]> = {}
  if (flagsSet(body) > 1)
    for (const f of ['last_week', 'last_month', 'last_year'] as const)
      if (body[f] === 1) errors[f] = [STATEMENT_TEXTS.oneFilter]
  for (const [field, text] of Object.entries(dayRangeErrors(body, indiaDay(now)))) errors[field] = [text]
  const deal = body.deal_id ? db.deals.findFirst((q) => q.where({ uuid: body.deal_id! })) : undefined
  const owns = deal && (roleOf(caller.userType) === 'vendor' ? deal.vendor_id === caller.id : ordered(caller, deal.id))
  if (body.deal_id && !owns) errors.deal_id = ['The selected deal is invalid.']
  const first = Object.values(errors)[0]
  if (first) throw new HttpError(422, first[0]!, errors)
  return {
    owner: caller.id,
    ...what,
    ...statementWindow(body, now),
    ...(deal ? { deal: deal.id } : {}),
    page: body.page,
    perPage: body.rowsPerPage ?? what.perPage,
    order: body.order ?? 'desc',
  }
}

const ordered = (customer: UserRecord, dealId: number) =>
  db.orders.findFirst((q) => q.where({ customer_id: customer.id, deal_id: dealId })) !== undefined
