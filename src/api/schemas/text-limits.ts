/**
 * Limits the request schemas hold that a screen must know without loading arktype (the header's search box is in
 * home's up-front JavaScript, whose budget has no room for it): plain numbers, read by the schemas and the screens.
 */

/** The text of a search box or lookup (search-deals, city-search, search-state, institute-search …). */
export const SEARCH_TEXT_MAX = 100
