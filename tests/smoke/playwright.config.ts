import { defineConfig, devices } from '@playwright/test'

/**
 * The README's own lines (`npm start`, `npm run mock-server`, a production build against that mock), tried as a
 * newcomer does: each test starts its own server on a free port (tests/smoke/servers.ts), so no webServer here.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Each README line's whole try, servers and build included; the steps' times are printed ([smoke] lines) and
  // recorded in docs/decisions/tests.md. The shared 2-core machine under load needs this much; an idle one a third.
  timeout: 240_000,
  expect: { timeout: 15_000 },
  // One at a time: the production build would otherwise compete with the dev server's first visit for the two cores.
  workers: 1,
  // No retries: a README line that works one run in two does not work (docs/decisions/tests.md).
  retries: 0,
  reporter: [['list']],
  outputDir: `../../${process.env.E2E_OUT ?? 'test-results'}-smoke`,
  use: {
    // A click on a page that went blank fails here, with what went wrong in the page (readme.spec.ts), not at the test's end.
    actionTimeout: 15_000,
    permissions: ['geolocation'],
    geolocation: { latitude: 12.9716, longitude: 77.5946 },
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
})
