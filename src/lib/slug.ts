/**
 * Slugs in deal and category routes (spec 2 §2).
 * Deal: non-alphanumeric characters removed (spaces kept), lower-cased, spaces turned to hyphens.
 * Category: lower-cased, spaces turned to hyphens (other characters kept, as the spec says).
 */
export function dealSlug(name: string): string {
  return name
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toLowerCase()
    .trim()
    .replace(/ +/g, '-')
}

export function categorySlug(name: string): string {
  return name.toLowerCase().trim().replace(/ +/g, '-')
}

/** The category route value for open deals (/c/opendeal), labelled Open Deal. */
export const OPEN_DEAL_SLUG = 'opendeal'
export const OPEN_DEAL_LABEL = 'Open Deal'

/** /deal/{slug}/{uuid} */
export const dealPath = (deal: { name: string; uuid: string }) => `/deal/${dealSlug(deal.name) || 'deal'}/${deal.uuid}`
/** /reviews-and-ratings/{slug}/{uuid} */
export const dealReviewsPath = (deal: { name: string; uuid: string }) => `/reviews-and-ratings/${dealSlug(deal.name) || 'deal'}/${deal.uuid}`
/** /review/{slug}/{uuid}: the deal reviews route, target of the edit action. */
export const dealReviewPath = (deal: { name: string; uuid: string }) => `/review/${dealSlug(deal.name) || 'deal'}/${deal.uuid}`
/** /c/{category-slug} */
export const categoryPath = (name: string) => `/c/${encodeURIComponent(categorySlug(name))}`
/** /keyword/keyword-deals/{name} */
export const keywordPath = (name: string) => `/keyword/keyword-deals/${encodeURIComponent(name)}`
