/**
 * A whole number's digits in Indian grouping, as `toLocaleString('en-IN')` writes them: 1234567 → '12,34,567'.
 *
 * Why not Intl: the page's first Intl formatter loads ICU's locale data, 20-75 ms of main thread in Chromium here
 * (x4 on a throttled phone), inside whichever task first shows a price or a distance (docs/decisions/performance.md,
 * "What loads, and when"). `indian-digits.test.ts` compares with Intl.
 */
export function indianDigits(n: number): string {
  const digits = String(Math.abs(Math.round(n)))
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')
  return `${n <= -0.5 ? '-' : ''}${head ? `${head},` : ''}${digits.slice(-3)}`
}
