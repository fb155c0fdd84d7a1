/**
 * The shared mock's store and load (docs/decisions/mock-data-store.md), in `npm run bench`:
 *
 * 1. A write (add to wishlist, place an order) on the standalone mock with a data file, at the default seed and at
 *    100,000 deals: the SQLite store (the answer includes the transaction) side by side with the old whole-file JSON
 *    rewrite, measured in the same run on the same data (the answer, plus `writeDataFile` of the same data, which is
 *    what the old store did before every such answer).
 * 2. Start-up of the standalone mock from the 100,000-deal file, and its resident memory.
 * 3. 20 simulated people doing mixed journeys for 60 s on one server at the default seed (browse, wishlist, order,
 *    redeem, statements): answers >= 500, p95, throughput; and how long an order's event takes to reach another
 *    connected client.
 *
 *   npm run bench                               everything; figures written to bench/RESULTS.md and the README
 *   tsx bench/shared-store.ts --seconds 10 --no-write
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeDataFile } from '../mock-server/store/data-file'
import { db } from '../mock-server/store/db'
import { PERSONA_IDS } from '../mock-server/store/personas'
import { issueToken } from '../mock-server/areas/auth/rules'
import { isPublicDeal } from '../mock-server/areas/customer-deals/rules'
import { startHttpMock } from '../mock-server/http'
import { replaceSection } from './results-file'

const args = process.argv.slice(2)
const write = !args.includes('--no-write')
const SECONDS = Number(args[args.indexOf('--seconds') + 1]) || 60
const USERS = 20
const WRITES = 60
const dir = mkdtempSync(join(tmpdir(), 'hola-bench-store-'))

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
}
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1))

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** The order the server agrees with, read from the 422 that names its figures. */
async function orderBody(base: string, token: string, deal: string) {
  const body = { deal_id: deal, payment_mode: 1, is_cupon_applied: 0, cupon_code: null }
  const asked = await post(base, 'customer/place-order', { ...body, amount: 0.01, discount: 0 }, token)
  const expected = asked.body.expected as { amount: string; discount: number } | undefined
  if (!expected) return null
  return { ...body, amount: Number(expected.amount.replace(/,/g, '')), discount: expected.discount }
}

const CHAI_POINT_DEALS = ['dea10000-0000-4000-8000-000000000001', 'dea10000-0000-4000-8000-000000000002']

type WriteFigures = { deals: number; sqliteP95: number; oldP95: number; rewriteMs: number; fileMb: number }

/** Writes on an in-process server with a SQLite data file, and the old whole-file rewrite of the same data. */
async function measureWrites(deals: number): Promise<WriteFigures & { file: string }> {
  const file = join(dir, `deals-${deals}.db`)
  const mock = await startHttpMock({ port: 0, dataFile: file, seed: { deals } })
  try {
    const priya = db.users.findFirst((q) => q.where({ id: PERSONA_IDS.customer }))!
    const token = await issueToken(priya)
    const kept = new Set(db.cartItems.all().flatMap((c) => (c.customer_id === priya.id ? [c.deal_id] : [])))
    const listed = db.deals
      .all()
      .filter((d) => !kept.has(d.id) && isPublicDeal(d))
      .slice(0, WRITES)
    const times: number[] = []
    for (let i = 0; i < WRITES; i++) {
      const deal = listed[i % listed.length]!
      // Orders on Chai Point's seeded deals (on sale at every seed size); wishlist adds across the catalogue.
      const order = i % 2 === 1 ? await orderBody(mock.url, token, CHAI_POINT_DEALS[i % 4 === 1 ? 0 : 1]!) : null
      const started = performance.now()
      const answer = order
        ? await post(mock.url, 'customer/place-order', order, token)
        : await post(mock.url, 'customer/add-to-wishlist', { id: deal.uuid }, token)
      times.push(performance.now() - started)
      if (answer.status >= 300) throw new Error(`write answered ${answer.status}: ${JSON.stringify(answer.body)}`)
    }
    // The old store: the same answer, and then the whole data written to a JSON file before it left.
    const json = join(dir, `deals-${deals}.json`)
    const rewrites: number[] = []
    for (let i = 0; i < (deals > 10_000 ? 3 : 15); i++) {
      const started = performance.now()
      writeDataFile(json)
      rewrites.push(performance.now() - started)
    }
    const fileMb = statSync(json).size / 1e6
    rmSync(json, { force: true })
    const rewriteMs = p(rewrites, 0.5)
    return {
      deals: db.deals.count(),
      sqliteP95: p(times, 0.95),
      oldP95: p(times, 0.95) + rewriteMs,
      rewriteMs,
      fileMb,
      file,
    }
  } finally {
    await mock.close()
  }
}

/** Starts the standalone mock as a process; resolves when it listens, with its start-up time. */
function serve(extra: string[]) {
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/serve.ts', '--port', '0', ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (c) => (out += c))
  child.stderr.on('data', (c) => (out += c))
  const listening = new Promise<{ url: string; startMs: number }>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /listening on (http:\/\/\S+\/api)/.exec(out)?.[1]
      if (url) resolve({ url, startMs: performance.now() - started })
    })
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)))
  })
  const rssMb = () => {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  }
  return { child, listening, rssMb }
}

/** 20 people for SECONDS against one server process: every answer's status and time, and the events' delay. */
async function measureLoad() {
  const server = serve(['--data', join(dir, 'load.db'), '--reset'])
  const { url } = await server.listening
  try {
    const signIn = async (email: string) =>
      (await post(url, '__mock/personas/sign-in', { email })).body.access_token as string
    const vendor = await signIn('vendor@example.com')
    const customers = await Promise.all(Array.from({ length: USERS }, () => signIn('customer@example.com')))

    // Another device listening as the customer: when each order's event arrives.
    const heardAt = new Map<number, number>()
    const abort = new AbortController()
    const stream = await fetch(`${url}/__mock/events?token=${customers[0]}`, { signal: abort.signal })
    void (async () => {
      const decoder = new TextDecoder()
      let text = ''
      try {
        for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true })
          let end
          while ((end = text.indexOf('\n\n')) >= 0) {
            const data = /^data: (.+)$/m.exec(text.slice(0, end))?.[1]
            text = text.slice(end + 2)
            const event = data ? (JSON.parse(data) as { name: string; order_id?: number }) : null
            if (event?.name === 'order.placed' && event.order_id) heardAt.set(event.order_id, performance.now())
          }
        }
      } catch {
        // aborted at the end
      }
    })()

    const times: number[] = []
    const statuses = new Map<number, number>()
    const sentAt = new Map<number, number>()
    const until = performance.now() + SECONDS * 1000
    const timed = async (path: string, body: unknown, token?: string) => {
      const started = performance.now()
      const answer = await post(url, path, body, token).catch(() => ({
        status: 599,
        body: {} as Record<string, unknown>,
      }))
      times.push(performance.now() - started)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      return { ...answer, started }
    }
    const person = async (token: string, n: number) => {
      for (let step = n; performance.now() < until; step++) {
        const deal = CHAI_POINT_DEALS[step % 2]!
        switch (step % 5) {
          case 0:
            await timed('category-deal', { id: 'food', sortBy: 'distance', order: 'asc' })
            break
          case 1:
            await timed('customer/add-to-wishlist', { id: deal }, token)
            break
          case 2: {
            const asked = await timed(
              'customer/place-order',
              { deal_id: deal, payment_mode: 1, is_cupon_applied: 0, cupon_code: null, amount: 0.01, discount: 0 },
              token,
            )
            const expected = asked.body.expected as { amount: string; discount: number } | undefined
            if (!expected) break
            const placed = await timed(
              'customer/place-order',
              {
                deal_id: deal,
                payment_mode: 1,
                is_cupon_applied: 0,
                cupon_code: null,
                amount: Number(expected.amount.replace(/,/g, '')),
                discount: expected.discount,
              },
              token,
            )
            const order = placed.body.order as { id: number; reference_code: string } | undefined
            if (!order) break
            if (token === customers[0]) sentAt.set(order.id, placed.started)
            await timed('vendor/order-redeem', { reference_code: order.reference_code }, vendor)
            break
          }
          case 3:
            await timed('customer/confirmed-statement', { page: 1, rowsPerPage: 10 }, token)
            break
          case 4:
            await timed('customer/my-wishlist', { page: 1 }, token)
            break
        }
      }
    }
    await Promise.all(customers.map((token, i) => person(token, i)))
    await new Promise((resolve) => setTimeout(resolve, 1000))
    abort.abort()
    const delays = [...sentAt].flatMap(([id, sent]) => (heardAt.has(id) ? [heardAt.get(id)! - sent] : []))
    const errors = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0)
    return {
      requests: times.length,
      throughput: times.length / SECONDS,
      p95: p(times, 0.95),
      p50: p(times, 0.5),
      errors,
      statuses: [...statuses].sort(([a], [b]) => a - b),
      eventP95: p(delays, 0.95),
      events: delays.length,
      missed: sentAt.size - delays.length,
    }
  } finally {
    server.child.kill('SIGKILL')
  }
}

const small = await measureWrites(300)
const big = await measureWrites(100_000)
console.log('writes', small, big)
const restart = serve(['--data', big.file])
const { startMs } = await restart.listening
const rssMb = restart.rssMb()
restart.child.kill('SIGKILL')
console.log('start-up', startMs, rssMb)
const load = await measureLoad()
console.log('load', load)

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`
const table = [
  `Shared mock store and load (bench/shared-store.ts, ${new Date().toISOString().slice(0, 10)}, ${machine}; a shared,`,
  'loaded machine: other work ran at the same time).',
  '',
  '| Write on the standalone mock with a data file | p95, SQLite store (libsql) | p95, old whole-file JSON rewrite | old rewrite alone (median) | JSON size |',
  '| --- | --- | --- | --- | --- |',
  ...[small, big].map(
    (f) =>
      `| ${f.deals.toLocaleString('en-US')} deals (${WRITES} writes: add to wishlist, place an order) | ${ms(f.sqliteP95)} ms | ${ms(f.oldP95)} ms | ${ms(f.rewriteMs)} ms | ${f.fileMb.toFixed(1)} MB |`,
  ),
  '',
  `Start-up from the ${big.deals.toLocaleString('en-US')}-deal data file: **${(startMs / 1000).toFixed(1)} s** to listening (process start to`,
  `the banner), resident memory ${rssMb.toFixed(0)} MB.`,
  '',
  `${USERS} simulated people for ${SECONDS} s on one server (default seed; each loops browse, wishlist, order + the outlet`,
  `redeeming it, statement, wishlist list): ${load.requests} answers, **${load.throughput.toFixed(0)} answers/s**, p50`,
  `${ms(load.p50)} ms, **p95 ${ms(load.p95)} ms**, **${load.errors} answers >= 500** (statuses: ${load.statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}).`,
  `An order's event reached another connected client in **p95 ${ms(load.eventP95)} ms** after the order was sent`,
  `(${load.events} orders heard${load.missed ? `, ${load.missed} not heard` : ''}).`,
].join('\n')
console.log(table)
if (write) {
  replaceSection('bench/RESULTS.md', 'shared-store', table)
  replaceSection('README.md', 'shared-store', table)
}
rmSync(dir, { recursive: true, force: true })
process.exit(0)
