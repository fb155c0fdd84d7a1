/**
 * Spec 1 §7, §9, spec 2 §5, spec 3 §9: a search box (a lookup, the header's search) waits this long after the last key.
 * A module of its own: the header's search is in home's up-front JavaScript, and form-rules.ts is not needed there.
 */
export const SEARCH_DEBOUNCE_MS = 800
