import { Collection } from '@msw/data'
import { adCategoryRecord, adOrderRecord, advertisementRecord } from './records'

/** Advertisements (issue 19): where ads show, the packages on sale, the vendors' orders of them. */
export const adsTables = {
  adCategories: new Collection({ schema: adCategoryRecord }),
  advertisements: new Collection({ schema: advertisementRecord }),
  adOrders: new Collection({ schema: adOrderRecord }),
}
