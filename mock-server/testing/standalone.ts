import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { bypass } from 'msw'

/**
 * The standalone mock as its tests and benchmarks meet it: over real HTTP, in-process (`startHttpMock({ port: 0 })`)
 * or as its own process, killed without warning. Calls go through msw's bypass(), so a test page's in-process mock
 * (tests/setup/unit.ts) lets them reach the network.
 */

export type Answer = { status: number; body: Record<string, unknown> }

/** POSTs JSON to `base`/`path` (as `token`'s bearer when given) and reads the JSON answer. */
export async function postJson(base: string, path: string, body: unknown, token?: string): Promise<Answer> {
  const res = await fetch(
    bypass(`${base}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }),
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

/** An order the server agrees with: its own figures, read from the 422 that names them; null if it names none. */
export async function agreedOrder(
  base: string,
  token: string,
  order: { deal_id: string; payment_mode: number },
): Promise<Record<string, unknown> | null> {
  const body = { ...order, is_cupon_applied: 0, cupon_code: null }
  const asked = await postJson(base, 'customer/place-order', { ...body, amount: 0.01, discount: 0 }, token)
  const expected = asked.body.expected as { amount: string; discount: number } | undefined
  if (!expected) return null
  return { ...body, amount: Number(expected.amount.replace(/,/g, '')), discount: expected.discount }
}

export type ServedProcess = {
  child: ChildProcess
  /** The API's base URL once the banner says it listens; rejects if the process exits first. */
  listening: Promise<string>
  /** The exit code. */
  exited: Promise<number | null>
  /** Everything it printed, stdout then stderr. */
  output: () => string
  /** Resident memory now, in MB. */
  rssMb: () => number
  /** CPU time it has used, user and system, in seconds. */
  cpuSeconds: () => number
}

/**
 * Starts `npm run mock-server -- --port 0 <args>` as its own process: through tsx from its TypeScript (`via: 'tsx'`,
 * what the tests run, always today's source) or through its launcher's bundle (`via: 'launcher'`,
 * tools/serve-mock.mjs, what developers run and the benchmark times).
 */
export function serveProcess(args: string[], { via = 'tsx' }: { via?: 'tsx' | 'launcher' } = {}): ServedProcess {
  const entry = via === 'tsx' ? ['--import', 'tsx', 'mock-server/serve.ts'] : ['tools/serve-mock.mjs']
  const child = spawn(process.execPath, [...entry, '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout!.on('data', (c) => (out += c))
  child.stderr!.on('data', (c) => (err += c))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const url = /listening on (http:\/\/\S+\/api)/.exec(out)?.[1]
      if (url) resolve(url)
    })
    void exited.then((code) => reject(new Error(`exited ${code}: ${out}${err}`)))
  })
  // A test that expects the exit (a refused file) awaits `exited`, not this.
  listening.catch(() => {})
  return {
    child,
    listening,
    exited,
    output: () => out + err,
    rssMb: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
    cpuSeconds: () => {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      return (Number(fields[11]) + Number(fields[12])) / 100 // utime + stime, in ticks of 1/100 s
    },
  }
}

export type HeardEvent = { name: string; data: Record<string, unknown>; at: number }

/**
 * Listens to the live events (`GET /api/__mock/events`) as another device would: every event heard, in order, with
 * when it arrived; `until(name)` waits for one. Resolves once the stream's greeting (`hello`) arrived.
 */
export async function listenToEvents(base: string, token?: string) {
  const heard: HeardEvent[] = []
  const abort = new AbortController()
  const res = await fetch(bypass(`${base}/__mock/events${token ? `?token=${token}` : ''}`), { signal: abort.signal })
  const waiters: Array<() => void> = []
  void (async () => {
    const decoder = new TextDecoder()
    let text = ''
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true })
        let end
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end)
          text = text.slice(end + 2)
          const data = /^data: (.+)$/m.exec(block)?.[1]
          const event = data ? (JSON.parse(data) as Record<string, unknown>) : null
          if (event) heard.push({ name: String(event.name), data: event, at: performance.now() })
          for (const w of waiters.splice(0)) w()
        }
      }
    } catch {
      // closed
    }
  })()
  const until = async (name: string) => {
    while (!heard.some((h) => h.name === name)) await new Promise<void>((resolve) => waiters.push(resolve))
    return heard.find((h) => h.name === name)!
  }
  await until('hello')
  return {
    contentType: res.headers.get('content-type'),
    heard,
    until,
    names: () => heard.map((h) => h.name),
    close: () => abort.abort(),
  }
}
