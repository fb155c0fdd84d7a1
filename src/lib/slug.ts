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
