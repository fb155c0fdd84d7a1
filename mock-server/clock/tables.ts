import { Collection } from '@msw/data'
import { type } from '../../src/api/schemas/lazy'

/**
 * The demo clock's one row: how far the mock's time runs ahead of real time (docs/decisions/wallet.md). A table, not a
 * variable, so the offset is saved and restored with the data it dated (a reload keeps a week's advance) and a reset
 * of the data, which empties every table, puts the clock back to real time.
 */
export const demoClockRecord = type({ id: 'number', offset_ms: 'number.integer >= 0' })
export type DemoClockRecord = typeof demoClockRecord.infer

export const clockTables = { demoClock: new Collection({ schema: demoClockRecord }) }
