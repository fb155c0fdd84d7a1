import { Collection } from '@msw/data'
import {
  categoryRecord,
  cityRecord,
  contentPageRecord,
  dealRecord,
  holaMarginRecord,
  inquiryRecord,
  instituteRecord,
  keywordRecord,
  newsletterCategoryRecord,
  newsletterSubscriptionRecord,
  productRecord,
  reviewRecord,
} from './records'

/** The catalogue and the visitor-facing tables. */
export const catalogueTables = {
  cities: new Collection({ schema: cityRecord }),
  categories: new Collection({ schema: categoryRecord }),
  products: new Collection({ schema: productRecord }),
  keywords: new Collection({ schema: keywordRecord }),
  institutes: new Collection({ schema: instituteRecord }),
  holaMargins: new Collection({ schema: holaMarginRecord }),
  deals: new Collection({ schema: dealRecord }),
  reviews: new Collection({ schema: reviewRecord }),
  contentPages: new Collection({ schema: contentPageRecord }),
  newsletterCategories: new Collection({ schema: newsletterCategoryRecord }),
  newsletterSubscriptions: new Collection({ schema: newsletterSubscriptionRecord }),
  inquiries: new Collection({ schema: inquiryRecord }),
}

type CatalogueTables = typeof catalogueTables
declare module '../../store/db' {
  // The database's type knows this area's tables (its manifest brings the tables themselves).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AreaTables extends CatalogueTables {}
}
