import { call } from './client'
import {
  categoryDealResponse,
  dealDetailResponse,
  keywordDealResponse,
  menuCategoryResponse,
  productDealResponse,
  vendorDealDetailResponse,
  vendorDealResponse,
  type CategoryDealRequest,
  type DealDetailRequest,
  type KeywordDealRequest,
  type MenuCategoryRequest,
  type ProductDealRequest,
  type VendorDealDetailRequest,
  type VendorDealRequest,
} from './schemas/deals'

// Every discovery call carries the latitude and longitude headers: distances are measured from them.

/** POST menu-category: the home's featured deals and category carousels. */
export const menuCategory = (body: MenuCategoryRequest) => call('menu-category', menuCategoryResponse, { body, location: true })

/** POST category-deal: deals of a category (by slug) or the open deals (id opendeal). */
export const categoryDeals = (body: CategoryDealRequest) => call('category-deal', categoryDealResponse, { body, location: true })

/** POST keyword-deal: deals tagged with a keyword (by name). */
export const keywordDeals = (body: KeywordDealRequest) => call('keyword-deal', keywordDealResponse, { body, location: true })

/** POST product-deal: deals of a product (by uuid). */
export const productDeals = (body: ProductDealRequest) => call('product-deal', productDealResponse, { body, location: true })

/** POST vendor-deal: deals of a vendor (by uuid). */
export const vendorDeals = (body: VendorDealRequest) => call('vendor-deal', vendorDealResponse, { body, location: true })

/** POST deal-detail: a published deal (active or expired) by uuid. */
export const dealDetail = (body: DealDetailRequest) => call('deal-detail', dealDetailResponse, { body, location: true })

/** POST vendor-deal-detail: the signed-in vendor's own deal in any status. */
export const vendorDealDetail = (body: VendorDealDetailRequest) => call('vendor-deal-detail', vendorDealDetailResponse, { body, location: true })
