/**
 * Mock query speed at scale: the category listing sorted by distance (POST category-deal, the default sort of every
 * listing) at 10,000 and 100,000 seeded deals. Each case runs the real msw handler in-process (body parsing, schema
 * check, the listing rule, presentation and the JSON answer read to the last byte) and reports the median of the runs.
 *
 *   npm run bench                  all cases, figures written to bench/RESULTS.md
 *   npm run bench -- --runs 10     fewer runs per case
 *   npm run bench -- --no-write    print only
 */
import { replaceSection } from './results-file'
import os from 'node:os'
import { getResponse } from 'msw'
import { db } from '../mock-server/store/db'
import { seed } from '../mock-server/store/seed'
import { listDeals } from '../mock-server/areas/catalogue/rules'
import { handlers } from '../mock-server/handlers'

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1]) || 30
const write = !args.includes('--no-write')
const SIZES = [10_000, 100_000]
const WARM_UP = 3

/** Koramangala, Bengaluru: where the listing measures distances from. */
const HERE = { latitude: 12.9352, longitude: 77.6245 }
const CASES = [
  {
    label: 'Food, every city',
    body: { id: 'food', sortBy: 'distance', order: 'asc', city_id: null, wishlist_customer_id: null },
  },
  {
    label: 'Food, Bengaluru only',
    body: { id: 'food', sortBy: 'distance', order: 'asc', city_id: 1, wishlist_customer_id: null },
  },
] as const

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!
const ms = (n: number) => n.toFixed(1)

async function handlerOnce(body: object) {
  const request = new Request('http://localhost/api/category-deal', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      latitude: String(HERE.latitude),
      longitude: String(HERE.longitude),
    },
    body: JSON.stringify(body),
  })
  const t0 = performance.now()
  const response = await getResponse(handlers, request)
  const bytes = (await response!.arrayBuffer()).byteLength
  const elapsed = performance.now() - t0
  if (response!.status !== 200) throw new Error(`category-deal answered ${response!.status}`)
  return { elapsed, bytes }
}

type Row = {
  deals: number
  seedMs: number
  label: string
  found: number
  handler: number
  handlerP95: number
  query: number
  kb: number
}
const rows: Row[] = []

for (const size of SIZES) {
  const s0 = performance.now()
  await seed({ deals: size })
  const seedMs = performance.now() - s0
  for (const c of CASES) {
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < WARM_UP + runs; i++) {
      const r = await handlerOnce(c.body)
      if (i >= WARM_UP) times.push(r.elapsed)
      bytes = r.bytes
    }
    // The listing rule alone (filter, distance, sort), without presentation and JSON.
    const food = db.categories.findFirst((q) => q.where({ name: 'Food' }), { strict: true })
    const queryTimes: number[] = []
    let found = 0
    for (let i = 0; i < WARM_UP + runs; i++) {
      const t0 = performance.now()
      found = listDeals((d) => d.category_ids.includes(food.id), {
        sortBy: 'distance',
        order: 'asc',
        cityId: c.body.city_id,
        from: HERE,
      }).length
      if (i >= WARM_UP) queryTimes.push(performance.now() - t0)
    }
    rows.push({
      deals: size,
      seedMs,
      label: c.label,
      found,
      handler: median(times),
      handlerP95: p95(times),
      query: median(queryTimes),
      kb: bytes / 1024,
    })
    console.log(
      `${size.toLocaleString('en-IN')} deals, ${c.label}: ${found} listed, handler median ${ms(median(times))} ms (p95 ${ms(p95(times))}), rule alone ${ms(median(queryTimes))} ms, answer ${(bytes / 1024).toFixed(0)} KiB`,
    )
  }
}

const table = [
  '| Seeded deals | Seed time | Listing | Deals listed | Handler median | Handler p95 | Listing rule alone (median) | Answer size |',
  '|---:|---:|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.deals.toLocaleString('en-US')} | ${(r.seedMs / 1000).toFixed(1)} s | ${r.label} | ${r.found.toLocaleString('en-US')} | ${ms(r.handler)} ms | ${ms(r.handlerP95)} ms | ${ms(r.query)} ms | ${(r.kb / 1024).toFixed(2)} MiB |`,
  ),
].join('\n')

const report = `Category listing sorted by distance (\`POST category-deal\`, \`sortBy: distance\`, \`order: asc\`), measured by
\`npm run bench\` (\`bench/run.ts\`) on ${new Date().toISOString().slice(0, 10)}: the msw handler run in-process, from the request to the
last byte of its JSON answer (schema check of the body, the listing rule, presentation, serialisation), ${runs} runs per case
after ${WARM_UP} warm-up runs. Distances from Koramangala, Bengaluru. "Listing rule alone" is \`listDeals\` (filter, haversine
distance, sort) without presentation and JSON.

${table}

Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} threads), Node ${process.version}, load average ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' / ')} when the run ended (other work on the machine slows the figures).

How to read it: the spec's listings are not paged, so a category over every city returns every matching deal; the
answer size, not the query, dominates at 100,000 deals. Choosing a city (as the header's city picker does) keeps both small.
`

console.log(`\n${table}`)
if (write) {
  // Its own block only: the file also keeps Lighthouse's tables and the first-paint history (it once rewrote them all).
  replaceSection('bench/RESULTS.md', 'listing', report.trimEnd())
  console.log('\nwritten to bench/RESULTS.md')
}
