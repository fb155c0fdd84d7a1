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
 *   tsx bench/shared-store.ts --seconds 10 --no-write --only load     one part (writes, start, load), not written
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeDataFile } from '../mock-server/store/data-file'
import { db } from '../mock-server/store/db'
import { PERSONA_IDS } from '../mock-server/store/personas'
import { seed } from '../mock-server/store/seed'
import { USER_TYPE } from '../src/lib/user-type'
import { issueToken } from '../mock-server/areas/auth/rules'
import { isPublicDeal } from '../mock-server/areas/customer-deals/rules'
import { startHttpMock } from '../mock-server/http'
import { agreedOrder, listenToEvents, postJson, serveProcess } from '../mock-server/testing/standalone'
import { replaceSection } from './results-file'

const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null
const write = !args.includes('--no-write') && only === null
const SECONDS = Number(args[args.indexOf('--seconds') + 1]) || 60
const USERS = 20
const WRITES = 60
const WARM_UP = 10
const dir = mkdtempSync(join(tmpdir(), 'hola-bench-store-'))

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN
}
const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1))

const post = postJson
const orderBody = (base: string, token: string, deal: string) =>
  agreedOrder(base, token, { deal_id: deal, payment_mode: 1 })

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
      .slice(0, WARM_UP + WRITES)
    const times: number[] = []
    // The first writes after start compile the handlers' code paths (the JIT): measured are the writes after them.
    for (let i = -WARM_UP; i < WRITES; i++) {
      const deal = listed[(i + WARM_UP) % listed.length]!
      // Orders on Chai Point's seeded deals (on sale at every seed size); wishlist adds across the catalogue.
      const order =
        Math.abs(i) % 2 === 1
          ? await orderBody(mock.url, token, CHAI_POINT_DEALS[Math.abs(i) % 4 === 1 ? 0 : 1]!)
          : null
      const started = performance.now()
      const answer = order
        ? await post(mock.url, 'customer/place-order', order, token)
        : await post(mock.url, 'customer/add-to-wishlist', { id: deal.uuid }, token)
      if (i >= 0) times.push(performance.now() - started)
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

/**
 * Starts the standalone mock as `npm run mock-server` does (tools/serve-mock.mjs: its bundle, built first if a source
 * changed); resolves when it listens, with the time it took and the CPU time it used to get there (on this shared
 * machine the wall time mostly measures the other work).
 */
function serve(extra: string[]) {
  const started = performance.now()
  const served = serveProcess(extra, { via: 'launcher' })
  const listening = served.listening.then((url) => ({
    url,
    startMs: performance.now() - started,
    cpuS: served.cpuSeconds(),
  }))
  return { ...served, listening }
}

const load = () => os.loadavg()[0]!.toFixed(1)

/** 20 people for SECONDS against one server process: every answer's status and time, and the events' delay. */
async function measureLoad() {
  const server = serve(['--data', join(dir, 'load.db'), '--reset'])
  const { url } = await server.listening
  try {
    const signIn = async (email: string) =>
      (await post(url, '__mock/personas/sign-in', { email })).body.access_token as string
    const vendor = await signIn('vendor@example.com')
    // Twenty people: the customer persona and nineteen of the seed's students, each with their own account.
    if (db.users.all().length === 0) await seed()
    const people = db.users
      .all()
      .filter(
        (u) => u.userType === USER_TYPE.customer && u.email.endsWith('@example.com') && !/\.customer@/.test(u.email),
      )
      .map((u) => u.email)
    // The students sign in as a person does: the code the mock "sent" is read from its outbox.
    const signInStudent = async (email: string) => {
      const challenge = (await post(url, 'customer/authenticate', { username: email })).body.id as string
      const outbox = (await (await fetch(`${url}/__mock/outbox`)).json()) as {
        messages: { to: string; otp: string | null }[]
      }
      const otp = outbox.messages.find((m) => m.to === email && m.otp !== null)!.otp
      return (await post(url, 'customer/verify-otp', { id: challenge, otp })).body.access_token as string
    }
    const customers = [await signIn('customer@example.com')]
    for (const email of people.slice(0, USERS - 1)) customers.push(await signInStudent(email))

    // Another device listening as the customer: when each order's event arrives.
    const stream = await listenToEvents(url, customers[0])

    const times: number[] = []
    const statuses = new Map<number, number>()
    const sentAt = new Map<number, number>()
    const until = performance.now() + SECONDS * 1000
    const cpuBefore = server.cpuSeconds()
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
      const wishlisted = new Set<string>()
      for (let step = n; performance.now() < until; step++) {
        const deal = CHAI_POINT_DEALS[step % 2]!
        switch (step % 5) {
          case 0:
            await timed('category-deal', { id: 'food', sortBy: 'distance', order: 'asc' })
            break
          case 1: {
            // Saved, then unsaved on the next round: a person changing their mind, not the same refusal again.
            const saved = wishlisted.has(deal)
            await timed(saved ? 'customer/remove-from-wishlist' : 'customer/add-to-wishlist', { id: deal }, token)
            if (saved) wishlisted.delete(deal)
            else wishlisted.add(deal)
            break
          }
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
            await timed('customer/my-wishlist', { cart_type: 0 }, token)
            break
        }
      }
    }
    await Promise.all(customers.map((token, i) => person(token, i)))
    const cpuUsed = server.cpuSeconds() - cpuBefore
    await new Promise((resolve) => setTimeout(resolve, 1000))
    stream.close()
    const heardAt = new Map(
      stream.heard.flatMap((e) => (e.name === 'order.placed' ? [[Number(e.data.order_id), e.at] as const] : [])),
    )
    const delays = [...sentAt].flatMap(([id, sent]) => (heardAt.has(id) ? [heardAt.get(id)! - sent] : []))
    const errors = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0)
    return {
      requests: times.length,
      throughput: times.length / SECONDS,
      // The server's own CPU time per answer: what the load costs it, whatever else the machine is doing.
      cpuMsPerAnswer: (cpuUsed * 1000) / times.length,
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

const part = (name: string) => only === null || only === name
const loadAt: Record<string, string> = {}

const small = part('writes') ? await measureWrites(300) : null
const big = part('writes') || part('start') ? await measureWrites(100_000) : null
loadAt.writes = load()
console.log('writes', small, big, 'load average', loadAt.writes)

let start = null
if (big && part('start')) {
  // The first start after a source changed builds the bundle; every other start runs the one built.
  rmSync('node_modules/.cache/hola-mock-server', { recursive: true, force: true })
  const firstStart = serve(['--data', big.file])
  const first = await firstStart.listening
  firstStart.child.kill('SIGKILL')
  const restart = serve(['--data', big.file])
  const again = await restart.listening
  start = { ...again, rssMb: restart.rssMb(), first }
  restart.child.kill('SIGKILL')
  loadAt.start = load()
  console.log('start-up', start, 'load average', loadAt.start)
}

const people = part('load') ? await measureLoad() : null
loadAt.load = load()
console.log('load', people, 'load average', loadAt.load)

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`
const seconds = (milliseconds: number) => (milliseconds / 1000).toFixed(1)
const table =
  small && big && start && people
    ? [
        `Shared mock store and load (bench/shared-store.ts, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${machine};`,
        'a shared machine: other work ran at the same time, so every figure is noisy; the load average (1 min) is given',
        'beside each).',
        '',
        `| Write on the standalone mock with a data file (load average ${loadAt.writes}) | p95, SQLite store (libsql) | p95, old whole-file JSON rewrite | old rewrite alone (median) | JSON size |`,
        '| --- | --- | --- | --- | --- |',
        ...[small, big].map(
          (f) =>
            `| ${f.deals.toLocaleString('en-US')} deals (${WRITES} writes after ${WARM_UP} unmeasured: add to wishlist, place an order) | ${ms(f.sqliteP95)} ms | ${ms(f.oldP95)} ms | ${ms(f.rewriteMs)} ms | ${f.fileMb.toFixed(1)} MB |`,
        ),
        '',
        `Start-up from the ${big.deals.toLocaleString('en-US')}-deal data file with \`npm run mock-server\` (load average ${loadAt.start}):`,
        `**${seconds(start.startMs)} s** to listening (process start to the banner), of which ${start.cpuS.toFixed(1)} s on the CPU; resident`,
        `memory ${start.rssMb.toFixed(0)} MB. The first start after a source changed also builds the bundle: ${seconds(start.first.startMs)} s`,
        `(${start.first.cpuS.toFixed(1)} s on the CPU).`,
        '',
        `${USERS} simulated people, each signed in to their own account, for ${SECONDS} s on one server (default seed; each loops`,
        `browse, save or unsave, order + the outlet redeeming it, statement, wishlist list; the load generator shares the`,
        `machine; load average ${loadAt.load}): ${people.requests} answers, **${people.throughput.toFixed(0)} answers/s**, the server's CPU`,
        `${people.cpuMsPerAnswer.toFixed(1)} ms an answer, p50`,
        `${ms(people.p50)} ms, **p95 ${ms(people.p95)} ms**, **${people.errors} answers >= 500** (statuses: ${people.statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}).`,
        `An order's event reached another connected client in **p95 ${ms(people.eventP95)} ms** after the order was sent`,
        `(${people.events} orders heard${people.missed ? `, ${people.missed} not heard` : ''}).`,
      ].join('\n')
    : null
if (table) console.log(table)
if (write && table) {
  replaceSection('bench/RESULTS.md', 'shared-store', table)
  replaceSection('README.md', 'shared-store', table)
}
rmSync(dir, { recursive: true, force: true })
process.exit(0)
