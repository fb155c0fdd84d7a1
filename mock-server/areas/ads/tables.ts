import { Collection } from '@msw/data'
import { adCategoryRecord, adOrderRecord, advertisementRecord } from './records'

/** Advertisements: where ads show, the packages on sale, the vendors' orders of them. */
export const adsTables = {
  adCategories: new Collection({ schema: adCategoryRecord }),
  advertisements: new Collection({ schema: advertisementRecord }),
  adOrders: new Collection({ schema: adOrderRecord }),
}

type AdsTables = typeof adsTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends AdsTables {}
}
