// Playwright cannot download its own browser here: the tests use Debian's Chromium. Install it when missing.
// Journeys and smoke tests run the old headless shell (Playwright's own choice for headless runs: ~22% less CPU than
// the full browser in headless mode, measured in docs/decisions/tests.md); Lighthouse and the benches need the full one.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const wanted = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', pkg: 'chromium' },
]
const missing = wanted.filter((w) => !existsSync(w.path))
if (missing.length === 0) process.exit(0)
const packages = missing.map((w) => w.pkg).join(' ')
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    `Not found: ${missing.map((w) => w.path).join(', ')}. Install Debian's Chromium first: sudo apt-get update && sudo apt-get install -y ${packages}`,
  )
  process.exit(1)
}
console.log(`Installing Debian's ${packages} for the browser tests (apt-get)…`)
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} fonts-dejavu-core`, {
  stdio: 'inherit',
})
const still = missing.filter((w) => !existsSync(w.path))
if (still.length > 0) {
  console.error(`The install finished but ${still.map((w) => w.path).join(', ')} is missing.`)
  process.exit(1)
}
