import type { MockSettings } from '../../src/api/schemas/mock-control'

/** Live settings of the mock (not persisted with the data). */
export const settings: MockSettings = { latency_ms: 0 }
