import { describe, expect, it } from 'vitest'
import {
  dayRangeErrors,
  earliestStartDay,
  statementWindow,
  STATEMENT_TEXTS,
  statementReturnNotice,
  timeFlags,
} from './statement-window'

describe('the statement window', () => {
  it('starts at most 3 calendar months back, clamped to the month’s end', () => {
    expect(earliestStartDay('2026-11-25')).toBe('2026-08-25')
    expect(earliestStartDay('2026-05-31')).toBe('2026-02-28')
    expect(earliestStartDay('2026-02-15')).toBe('2025-11-15')
  })
  it('refuses a start too early, an end after today or before the start, an end alone', () => {
    const today = '2026-11-25'
    expect(dayRangeErrors({ start_date: '2026-08-24', end_date: '2026-11-26' }, today)).toEqual({
      start_date: STATEMENT_TEXTS.startTooEarly,
      end_date: STATEMENT_TEXTS.endAfterToday,
    })
    expect(dayRangeErrors({ start_date: '2026-11-20', end_date: '2026-11-19' }, today)).toEqual({
      end_date: STATEMENT_TEXTS.endBeforeStart,
    })
    expect(dayRangeErrors({ end_date: '2026-11-19' }, today)).toEqual({ end_date: STATEMENT_TEXTS.endWithoutStart })
    expect(dayRangeErrors({ start_date: '2026-08-25 00:00:00', end_date: '2026-11-25 23:59:59' }, today)).toEqual({})
  })
  it('reads a flag as the last 7, 30 or 365 days up to now, and a range as whole Indian days', () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    expect(statementWindow(timeFlags('last_week'), now)).toEqual({ from: now - 7 * 86_400_000, to: now })
    expect(statementWindow(timeFlags('all'), now)).toEqual({})
    const w = statementWindow({ start_date: '2026-11-01', end_date: '2026-11-02 00:00:00' }, now)
    expect(new Date(w.from!).toISOString()).toBe('2026-10-31T18:30:00.000Z')
    expect(new Date(w.to!).toISOString()).toBe('2026-11-02T18:29:59.999Z')
  })
})

describe('the commission payment return on /statement (spec 3 §2)', () => {
  it('thanks for success and warns for anything else', () => {
    expect(statementReturnNotice('success')).toEqual({
      kind: 'success',
      title: 'Success',
      text: 'Thank you for payment to us. Your transaction is successful.',
    })
    for (const message of ['failure', 'aborted', ''])
      expect(statementReturnNotice(message)).toMatchObject({
        kind: 'warning',
        text: 'Thank you. However, the transaction has been declined.',
      })
  })
})
