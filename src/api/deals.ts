import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
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
  call(ENDPOINTS['POST menu-category'], dealSchemas('menuCategoryResponse'), { body })

/** POST category-deal: deals of a category (by slug) or the open deals (id opendeal). */
export const categoryDeals = (body: CategoryDealRequest) =>
  call(ENDPOINTS['POST category-deal'], dealSchemas('categoryDealResponse'), { body })

/** POST keyword-deal: deals tagged with a keyword (by name). */
export const keywordDeals = (body: KeywordDealRequest) =>
  call(ENDPOINTS['POST keyword-deal'], dealSchemas('keywordDealResponse'), { body })

/** POST product-deal: deals of a product (by uuid). */
export const productDeals = (body: ProductDealRequest) =>
  call(ENDPOINTS['POST product-deal'], dealSchemas('productDealResponse'), { body })

/** POST vendor-deal: deals of a vendor (by uuid). */
export const vendorDeals = (body: VendorDealRequest) =>
  call(ENDPOINTS['POST vendor-deal'], dealSchemas('vendorDealResponse'), { body })

/** POST deal-detail: a published deal (active or expired) by uuid. */
export const dealDetail = (body: DealDetailRequest) =>
  call(ENDPOINTS['POST deal-detail'], dealSchemas('dealDetailResponse'), { body })

/** POST vendor-deal-detail: the signed-in vendor's own deal in any status. */
export const vendorDealDetail = (body: VendorDealDetailRequest) =>
  call(ENDPOINTS['POST vendor-deal-detail'], dealSchemas('vendorDealDetailResponse'), { body })
