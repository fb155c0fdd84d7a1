// Playwright cannot download its own browser here: the e2e tests use Debian's Chromium. Install it when missing.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(path)) process.exit(0)
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    `Chromium not found at ${path}. Install Debian's Chromium first: sudo apt-get update && sudo apt-get install -y chromium`,
  )
  process.exit(1)
}
console.log('Installing Debian Chromium for the browser tests (apt-get)…')
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
  stdio: 'inherit',
})
if (!existsSync(path)) {
  console.error('Chromium install finished but the binary is missing.')
  process.exit(1)
}
