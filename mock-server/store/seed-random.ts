/** A small seeded pseudo-random generator (mulberry32): the same seed tells the same story on every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    /** In [0, 1). */
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** One item of a non-empty list. */
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** True with probability p. */
    chance: (p: number) => next() < p,
    /** `count` distinct items of the list (or all of them), in draw order. */
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items]
      const out: T[] = []
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!)
      return out
    },
  }
}
export type SeededRandom = ReturnType<typeof seededRandom>

/**
 * A uuid-shaped id from a hex prefix and a number written in decimal (as the personas' ids are), so seeded ids read the
 * same on every run and show their number: deal 42 is `dea10000-0000-4000-8000-000000000042`.
 */
export const seededUuid = (prefix: string, n: number) =>
  `${prefix.padEnd(8, '0').slice(0, 8)}-0000-4000-8000-${String(n).padStart(12, '0')}`
