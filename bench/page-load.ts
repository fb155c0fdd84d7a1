// Page load of the built demo in Debian Chromium: time from navigation to the first deal card on home, for a first
// visit (the in-browser mock seeds its database) and for a reload (it restores the saved one). Median of RUNS.
import { spawn, execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = 4399
if (!existsSync('dist/index.html')) execSync('npm run build:demo', { stdio: 'inherit' })
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
  stdio: 'ignore',
  detached: true,
})
const url = `http://127.0.0.1:${PORT}/`
for (let i = 0; i < 50; i++) {
  try {
    if ((await fetch(url)).ok) break
  } catch {
    await new Promise((r) => setTimeout(r, 200))
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const first: number[] = []
const again: number[] = []
try {
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({
      permissions: ['geolocation'],
      geolocation: { latitude: 12.9716, longitude: 77.5946 },
    })
    const page = await context.newPage()
    let t = performance.now()
    await page.goto(url)
    await page.locator('.deal-card').first().waitFor()
    first.push(performance.now() - t)
    t = performance.now()
    await page.reload()
    await page.locator('.deal-card').first().waitFor()
    again.push(performance.now() - t)
    await context.close()
  }
} finally {
  await browser.close()
  process.kill(-server.pid!)
}
console.log(
  `Home to first deal card, built demo, median of ${RUNS}: first visit (seeds the mock) ${median(first).toFixed(0)} ms, reload (restores it) ${median(again).toFixed(0)} ms`,
)
