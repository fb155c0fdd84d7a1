/**
 * What a deal an ad promotes is marked with, wherever it shows (docs/decisions/ads.md). A module of its own: the header's
 * search and the listings read it up front, and ad-rules.ts would bring the ad forms' rules into home's entry.
 */
export const SPONSORED_TEXT = 'Sponsored'
