import { indiaDay } from '../../src/lib/dates'
import { clock } from '../clock/clock'
import { restore, snapshot, type Snapshot } from './db'
import { seed } from './seed'

let seeded: { at: number; rows: Snapshot } | null = null

/**
 * The deterministic seed, as `seed()` writes it, for callers that start from it again and again (each provider state,
 * each unit test). Writing it (every record through its table's schema) costs about six times putting back the rows it
 * wrote, unvalidated. Its dates follow the clock, so the rows are written afresh when they are a minute old or from
 * another day (India's calendar, which the provider's calendar answers), and whenever the clock reads elsewhere (a
 * demo clock left moved, a faked time).
 */
export async function freshSeed() {
  const now = clock.now()
  if (seeded && Math.abs(now - seeded.at) < 60_000 && indiaDay(now) === indiaDay(seeded.at))
    return restore(structuredClone(seeded.rows), { validate: false })
  await seed()
  seeded = { at: clock.now(), rows: structuredClone(snapshot()) }
}
