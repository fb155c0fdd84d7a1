import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's default order is by cached duration and failures, not by name, so on its own it may run the provider
 * verification before the consumer tests that regenerate the pact files it reads. This sequencer keeps vitest's
 * order and moves contracts/provider/ and contracts/openapi/ files to the end, so a run always verifies what its consumer tests just wrote.
 * Registered as `test.sequence.sequencer` in vitest.config.ts (vitest reads the sequencer from the root config only).
 */
export class ContractsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // The provider verification and the OpenAPI cross-check both read the pact files the consumer tests write.
    const readsPacts = (f: TestSpecification) =>
      /\/contracts\/(provider|openapi)\//.test(f.moduleId.replace(/\\/g, '/'))
    return [...sorted.filter((f) => !readsPacts(f)), ...sorted.filter(readsPacts)]
  }
}
