/**
 * What a deal without reviews shows instead of its rating: "★ 0.0 (0)" read as a bad score, while it only means
 * nobody has reviewed the deal yet. Cards and the deal page use the same words.
 */
export const NO_REVIEWS_YET = 'No reviews yet'
/** The same on a card, where the row also holds the distance. */
export const NO_REVIEWS = 'No reviews'

/** True when the deal has a rating worth showing (at least one approved review). */
export const isRated = (deal: { reviews_count: number }) => deal.reviews_count > 0
