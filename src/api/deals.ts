import { call, lazySchemas } from './client'
import type {
  CategoryDealRequest,
  DealDetailRequest,
  KeywordDealRequest,
  MenuCategoryRequest,
  ProductDealRequest,
  VendorDealDetailRequest,
  VendorDealRequest,
} from './schemas/deals'

// Response schemas load only when answers are checked (development, tests); production ships none.
const dealSchemas = lazySchemas(() => import('./schemas/deals'))

// Every discovery call carries the latitude and longitude headers: distances are measured from them.

/** POST menu-category: the home's featured deals and category carousels. */
export const menuCategory = (body: MenuCategoryRequest) =>
  call('menu-category', dealSchemas('menuCategoryResponse'), { body, location: true })

/** POST category-deal: deals of a category (by slug) or the open deals (id opendeal). */
export const categoryDeals = (body: CategoryDealRequest) =>
  call('category-deal', dealSchemas('categoryDealResponse'), { body, location: true })

/** POST keyword-deal: deals tagged with a keyword (by name). */
export const keywordDeals = (body: KeywordDealRequest) =>
  call('keyword-deal', dealSchemas('keywordDealResponse'), { body, location: true })

/** POST product-deal: deals of a product (by uuid). */
export const productDeals = (body: ProductDealRequest) =>
  call('product-deal', dealSchemas('productDealResponse'), { body, location: true })

/** POST vendor-deal: deals of a vendor (by uuid). */
export const vendorDeals = (body: VendorDealRequest) =>
  call('vendor-deal', dealSchemas('vendorDealResponse'), { body, location: true })

/** POST deal-detail: a published deal (active or expired) by uuid. */
export const dealDetail = (body: DealDetailRequest) =>
  call('deal-detail', dealSchemas('dealDetailResponse'), { body, location: true })

/** POST vendor-deal-detail: the signed-in vendor's own deal in any status. */
export const vendorDealDetail = (body: VendorDealDetailRequest) =>
  call('vendor-deal-detail', dealSchemas('vendorDealDetailResponse'), { body, location: true })
