import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import base from '../../playwright.config'

/**
 * The shared demo's journeys (npm run test:e2e:shared): two browser contexts on one `npm run demo:shared` server,
 * started here on its own port and a fresh data file. One worker: the journeys share the server's one world.
 */
const port = Number(process.env.E2E_SHARED_PORT ?? 4180)
const data = join(mkdtempSync(join(tmpdir(), 'hola-shared-e2e-')), 'shared.db')

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  outputDir: process.env.E2E_OUT ? `${process.env.E2E_OUT}-shared` : 'test-results-shared-demo',
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  projects: [{ name: 'shared', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // Builds the app for the shared mock unless E2E_SHARED_BUILT says dist-shared is current.
    command: `npx tsx tools/demo-shared.ts --host 127.0.0.1 --port ${port} --data ${data} --reset${process.env.E2E_SHARED_BUILT ? ' --no-build' : ''}`,
    url: `http://127.0.0.1:${port}/api/__mock/clock`,
    reuseExistingServer: false,
    timeout: 300_000,
    cwd: join(import.meta.dirname, '../..'),
  },
})
