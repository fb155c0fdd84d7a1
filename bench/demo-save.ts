/**
 * The in-browser demo's save (mock-server/store/persistence.ts): after every change the mock's worker writes its whole
 * database as one text, which the page puts in localStorage. Measured at the default seed and at 3,000 deals:
 *
 * - in the worker (off the main thread): one change then the save, as the demo saves now (only the changed tables are
 *   encoded and hashed again) beside the whole re-encode it replaced, measured in the same run;
 * - on the page's main thread: localStorage.setItem of a text that size, in Chromium;
 * - the size, against Chromium's localStorage quota for an origin, found by trying.
 *
 *   npx tsx bench/demo-save.ts [--no-write]
 */
import { chromium } from '@playwright/test'
import os from 'node:os'
import { db, snapshot } from '../mock-server/store/db'
import { checksum, save } from '../mock-server/store/persistence'
import { PERSONA_IDS } from '../mock-server/store/personas'
import { seed } from '../mock-server/store/seed'
import { replaceSection } from './results-file'

const write = !process.argv.includes('--no-write')
const RUNS = 21
const GOAL_MS = 16

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (n: number) => n.toFixed(1)

/** One change (the customer's name), then `saveNow`; the save's time only. */
async function timeSaves(saveNow: () => void) {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    await db.users.update((q) => q.where({ id: PERSONA_IDS.customer }), {
      data: (u) => void (u.full_name = `Priya ${i}`),
    })
    const t0 = performance.now()
    saveNow()
    times.push(performance.now() - t0)
  }
  return median(times.slice(3))
}

/** What the save did before: every table encoded again, and one hash over the whole text. */
function wholeSave(storage: { setItem(key: string, text: string): void }) {
  const tables = JSON.stringify(snapshot().tables)
  storage.setItem('whole', `{"checksum":"${checksum(tables)}","tables":${tables}}`)
}

async function pageCosts(sizes: number[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox'],
  })
  const page = await browser.newPage()
  // localStorage needs an origin (about:blank has none): a one-line page, answered here, gives it one.
  await page.route('http://bench.local/', (route) => route.fulfill({ body: '<title>save</title>' }))
  await page.goto('http://bench.local/')
  const result = await page.evaluate(
    ({ sizes, runs }) => {
      let lo = 0
      let hi = 20_000_000
      while (hi - lo > 10_000) {
        const mid = (lo + hi) >> 1
        try {
          localStorage.setItem('probe', 'a'.repeat(mid))
          lo = mid
        } catch {
          hi = mid
        }
        localStorage.removeItem('probe')
      }
      const setItem = sizes.map((size) => {
        if (size > lo) return null
        const text = 'b'.repeat(size - 1)
        const times: number[] = []
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now()
          localStorage.setItem('save', text + (i % 10))
          times.push(performance.now() - t0)
        }
        localStorage.removeItem('save')
        return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
      })
      return { quota: lo, setItem }
    },
    { sizes, runs: RUNS },
  )
  await browser.close()
  return result
}

const rows: { deals: number; size: number; now: number; before: number }[] = []
for (const deals of [300, 3_000]) {
  await seed({ deals })
  let text = ''
  const storage = { setItem: (_key: string, value: string) => void (text = value) }
  save(storage)
  const now = await timeSaves(() => save(storage))
  const before = await timeSaves(() => wholeSave({ setItem: () => {} }))
  rows.push({ deals, size: text.length, now, before })
}
const page = await pageCosts(rows.map((r) => r.size))

const when = new Date().toISOString().slice(0, 10)
const table = [
  `The demo's save (\`bench/demo-save.ts\`, ${when}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}): one change, then the save; median of ${RUNS - 3}. Goal: under ${GOAL_MS} ms off the main thread. Chromium's localStorage holds ${(page.quota / 1e6).toFixed(2)} million characters an origin.`,
  '',
  '| deals | saved text | worker: save now (changed tables) | worker: whole re-encode (before) | page: localStorage.setItem | fits the quota |',
  '|---|---|---|---|---|---|',
  ...rows.map((r, i) => {
    const set = page.setItem[i]
    return `| ${r.deals.toLocaleString('en-IN')} | ${(r.size / 1e6).toFixed(2)} M chars | ${ms(r.now)} ms${r.now <= GOAL_MS ? '' : ' (over the goal)'} | ${ms(r.before)} ms | ${set === null || set === undefined ? 'refused: storage full, the demo panel says so and offers Reset' : `${ms(set)} ms`} | ${r.size <= page.quota ? 'yes' : 'no'} |`
  }),
].join('\n')
console.log(table)
if (write) {
  replaceSection('bench/RESULTS.md', 'demo-save', table)
  replaceSection('README.md', 'demo-save', table)
}
