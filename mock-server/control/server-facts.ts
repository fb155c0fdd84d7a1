import type { SeedOptions } from '../store/seed'

/**
 * What the standalone server was started with (http.ts sets it; the page's mock keeps the defaults): the data file it
 * writes to, and the seed it was started with, so a reset reseeds the same data (`--deals 1300` stays 1,300 deals).
 */
export const serverFacts: { dataFile: string | null; seed: SeedOptions } = { dataFile: null, seed: {} }
