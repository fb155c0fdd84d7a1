import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { availableParallelism } from 'node:os'
import { ContractsSequencer } from './contracts/sequencer.js'

/**
 * Unit test files that replace a module (vi.mock, vi.doMock, vi.resetModules). The unit project shares modules between
 * files, where a replacement cannot take effect once an earlier file has loaded the real module: these files run in
 * a project of their own, each with fresh modules. Found by reading the files, so a new one needs no entry here.
 */
function filesReplacingModules(): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (
        /\.test\.(ts|tsx|js)$/.test(entry.name) &&
        /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path, 'utf8'))
      )
        found.push(path)
    }
  }
  for (const dir of ['src', 'mock-server', 'tools/eslint']) walk(dir)
  return found
}
const replacingModules = filesReplacingModules()

export default defineConfig({
  plugins: [react()],
  test: {
    // Consumer contract tests first, then the provider verification of the pact files they wrote.
    sequence: { sequencer: ContractsSequencer },
    // Vitest's default is one worker less than the cores: one worker on this 2-core machine. The tests wait on
    // timers and the in-process mock often enough that two share the cores well (unit: 220 s -> 129 s here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'mock-server/**/*.test.ts',
            'tools/eslint/**/*.test.js',
            'tools/*.test.ts',
          ],
          exclude: replacingModules,
          environment: 'jsdom',
          setupFiles: ['./tests/setup/unit.ts'],
          // Files share their worker's modules and document: building the mock (every handler, schema and the seed)
          // once per worker instead of once per file takes the project from 171 s to 56 s on two cores. The setup file
          // reseeds the data and clears storage before every test; shuffled file orders pass too.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: replacingModules,
          environment: 'jsdom',
          setupFiles: ['./tests/setup/unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts-consumer',
          include: ['contracts/consumer/**/*.test.ts'],
          environment: 'node',
          // Pact's mock servers share ports and the pact file: one file at a time.
          fileParallelism: false,
          // The files share their worker's modules: loading Pact's native core, the client and its schemas once
          // instead of once per file (18 files: 166 s -> 73 s, CPU 45 s -> 18 s, load ~9; the pact file is the same
          // bytes). Each interaction sets the client and the stored token itself (runWithClient), and the multipart
          // shim puts fetch back after its file.
          isolate: false,
          // Before the files that read the pact it writes (contracts/sequencer.ts orders files within a project).
          sequence: { groupOrder: 0 },
          // Backstop for the native mock server's known race under load (contracts/consumer/pact.ts): a real
          // mismatch fails again on the retry; a lost match bookkeeping event does not.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['contracts/**/*.test.ts'],
          exclude: ['contracts/consumer/**'],
          environment: 'node',
          // The provider verifier and the broker share ports and files: one file at a time.
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
