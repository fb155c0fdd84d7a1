import type { MockSettings } from '../../src/api/schemas/mock-control'

/** Live settings of the mock (not persisted with the data). */
export const settings: MockSettings = { latency_ms: 0, fail_next: 0, fail_path: '' }

/** Takes one planned fault for this path, if any is left (the demo panel's "Fail the next call", the tests' error states). */
export function takeFault(path: string): boolean {
  if (settings.fail_next <= 0 || !path.includes(settings.fail_path)) return false
  settings.fail_next -= 1
  return true
}
