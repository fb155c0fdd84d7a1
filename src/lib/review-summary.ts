/** Star ratings (spec 2 §2, §9): a 1–5 scale, averages shown with one decimal. */

export type Stars = 1 | 2 | 3 | 4 | 5
export const STARS: readonly Stars[] = [5, 4, 3, 2, 1]

/** The review summary's wire fields: average, counts per star, total. */
export type ReviewSummary = {
  avgReview: number
  reviews_1: number
  reviews_2: number
  reviews_3: number
  reviews_4: number
  reviews_5: number
  total: number
}

/** Rounds an average to one decimal, half away from zero (4.25 → 4.3), without binary drift (4.35 → 4.4). */
export function roundRating(value: number): number {
  return Math.round((value + Number.EPSILON) * 10) / 10
}

/** Summary of a set of ratings: counts per star, total, average to one decimal (0 when there are none). */
export function summariseRatings(ratings: Iterable<number>): ReviewSummary {
  const counts = [0, 0, 0, 0, 0]
  let sum = 0
  let total = 0
  for (const r of ratings) {
    if (!Number.isInteger(r) || r < 1 || r > 5) continue
    counts[r - 1]!++
    sum += r
    total++
  }
  return {
    avgReview: total ? roundRating(sum / total) : 0,
    reviews_1: counts[0]!,
    reviews_2: counts[1]!,
    reviews_3: counts[2]!,
    reviews_4: counts[3]!,
    reviews_5: counts[4]!,
    total,
  }
}

/** Count of one star in a summary. */
export const starCount = (summary: ReviewSummary, stars: Stars): number => summary[`reviews_${stars}`]

/** Share of reviews with that many stars, 0–100, for the breakdown bars. */
export function starShare(summary: ReviewSummary, stars: Stars): number {
  return summary.total ? Math.round((starCount(summary, stars) / summary.total) * 100) : 0
}

/** "4.3" — a rating as shown on cards and the reviews page. */
export const formatRating = (value: number): string => roundRating(value).toFixed(1)
