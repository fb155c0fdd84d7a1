import type { SeedOptions } from '../db/seed'

/**
 * What the standalone server was started with (http.ts sets it; the page's mock keeps the defaults): the data file it
 * writes to, and the seed it was started with, so a reset reseeds the same data (`--deals 1300` stays 1,300 deals).
 */
export const serverFacts: { dataFile: string | null; seed: SeedOptions } = { dataFile: null, seed: {} }

/** The line a provider-state set-up and the contract verifier answer a server that keeps a data file with. */
export const dataFileKeepsStates = (file: string) =>
  `This mock keeps its data in ${file} (--data): provider states replace all data, so the verifier would wipe it. ` +
  'Verify against a mock started without --data (npm run mock-server -- --port <n>).'
