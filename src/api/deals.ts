import { lazySchemas } from './client'
import type {
  CategoryDealRequest,
  DealDetailRequest,
  KeywordDealRequest,
  MenuCategoryRequest,
  ProductDealRequest,
  VendorDealDetailRequest,
  VendorDealRequest,
} from './schemas/deals'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const dealSchemas = lazySchemas(() => import('./schemas/deals'))

// Every discovery call carries the latitude and longitude headers: distances are measured from them.

/** POST menu-category: the home's featured deals and category carousels. */
export const menuCategory = defineCall(
  'POST menu-category',
  dealSchemas,
  'menuCategoryResponse',
  (body: MenuCategoryRequest) => ({ body }),
  { location: true },
)

/** POST category-deal: deals of a category (by slug) or the open deals (id opendeal). */
export const categoryDeals = defineCall(
  'POST category-deal',
  dealSchemas,
  'categoryDealResponse',
  (body: CategoryDealRequest) => ({ body }),
  { location: true },
)

/** POST keyword-deal: deals tagged with a keyword (by name). */
export const keywordDeals = defineCall(
  'POST keyword-deal',
  dealSchemas,
  'keywordDealResponse',
  (body: KeywordDealRequest) => ({ body }),
  { location: true },
)

/** POST product-deal: deals of a product (by uuid). */
export const productDeals = defineCall(
  'POST product-deal',
  dealSchemas,
  'productDealResponse',
  (body: ProductDealRequest) => ({ body }),
  { location: true },
)

/** POST vendor-deal: deals of a vendor (by uuid). */
export const vendorDeals = defineCall(
  'POST vendor-deal',
  dealSchemas,
  'vendorDealResponse',
  (body: VendorDealRequest) => ({ body }),
  { location: true },
)

/** POST deal-detail: a published deal (active or expired) by uuid. */
export const dealDetail = defineCall(
  'POST deal-detail',
  dealSchemas,
  'dealDetailResponse',
  (body: DealDetailRequest) => ({ body }),
  { location: true },
)

/** POST vendor-deal-detail: the signed-in vendor's own deal in any status. */
export const vendorDealDetail = defineCall(
  'POST vendor-deal-detail',
  dealSchemas,
  'vendorDealDetailResponse',
  (body: VendorDealDetailRequest) => ({ body }),
  { location: true },
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST menu-category': {
    summary: 'The home page’s carousels',
    description:
      'Spec 2 §7: `wishlist_customer_id` (0 for a visitor), optional `city_id`, the position in the latitude/longitude headers. Answers `slider_category`, `top_menu_cateogry` (sic) and `featured_vendor`.',
  },
  'POST category-deal': {
    summary: 'A category’s deals',
    description: 'Spec 2 §7: `id` (the category), `sortBy`, `order`, `wishlist_customer_id`, `city_id`.',
    errors: { 404: 'No such category.' },
  },
  'POST keyword-deal': {
    summary: 'A keyword’s deals',
    description: 'Spec 2 §7: `name` (the keyword) with the listing filter.',
    errors: { 404: 'No such keyword.' },
  },
  'POST product-deal': {
    summary: 'A product’s deals',
    description: 'Spec 2 §7: `id` (the product) with the listing filter.',
    errors: { 404: 'No such active product.' },
  },
  'POST vendor-deal': {
    summary: 'A vendor’s deals',
    description: 'Spec 2 §7: `id` (the vendor) with the listing filter; answers `vendor_deals.deals`.',
    errors: { 404: 'No such vendor.' },
  },
  'POST deal-detail': {
    summary: 'A deal’s page',
    description:
      'Spec 2 §7: `id` (the deal’s uuid), `hash`, `wishlist_customer_id`. Answers `deal`, `payment_type`, `deal_status`, `default_hola_category`.',
    errors: { 404: 'No public deal with that uuid.' },
  },
  'POST vendor-deal-detail': {
    summary: 'A vendor’s own deal page',
    description: 'Spec 2 §7: as deal-detail, for the vendor’s own deal in any status.',
    errors: { 403: 'The deal is another vendor’s.', 404: 'No deal with that uuid.' },
  },
} satisfies OperationTexts<typeof import('./deals')>
