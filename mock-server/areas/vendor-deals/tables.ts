import { Collection } from '@msw/data'
import { type } from '../../../src/api/schemas/lazy'

/**
 * A reviewer's remarks on a deal they sent back (deal_comments, spec 2 §3): one text per field. At most one row per
 * deal; it goes when staff approve the deal or the vendor corrects it (the deal is then back with staff).
 */
export const dealCommentRecord = type({
  id: 'number',
  deal_id: 'number',
  comments: type.Record('string', 'string'),
  created_at: 'string',
})
export type DealCommentRecord = typeof dealCommentRecord.infer

/** What staff leave on vendors' deals. */
export const vendorDealTables = {
  dealComments: new Collection({ schema: dealCommentRecord }),
}

type VendorDealTables = typeof vendorDealTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends VendorDealTables {}
}
