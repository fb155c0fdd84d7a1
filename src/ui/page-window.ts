/** The page buttons a pager shows: at most `max` (3 on the reviews page, spec 2 §9), centred on the current page. */
export function pageWindow(current: number, last: number, max = 3): number[] {
  const total = Math.max(1, last)
  const size = Math.min(max, total)
  const page = Math.min(Math.max(1, current), total)
  let start = Math.max(1, page - Math.floor(size / 2))
  start = Math.min(start, total - size + 1)
  return Array.from({ length: size }, (_, i) => start + i)
}
