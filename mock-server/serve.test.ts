import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createServer } from 'node:net'
import { bypass } from 'msw'
import { getFileInfo } from 'prettier'
import { afterEach, describe, expect, it } from 'vitest'
import { PACT_VALUES, STATES } from '../contracts/states'
import { DataFileRefused } from './store/data-file'
import { db } from './store/db'
import { storedRows } from './store/sqlite-store'
import { startHttpMock } from './http'
import { SERVE_USAGE, UsageError, parseServeArgs, startFailure } from './serve-options'

/**
 * `npm run mock-server -- --data <file>` as developers run it: each server is its own process (the database is one per
 * process), killed without warning, so what survives is only what was written to the file before each answer left.
 */
const running: ChildProcess[] = []
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

function serve(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/serve.ts', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
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
    void exited.then((code) => reject(new Error(`exited ${code}: ${err}`)))
  })
  return { child, listening, exited, output: () => out + err }
}

const post = async (base: string, path: string, body: unknown, token?: string) => {
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

/** The customer persona's token on one server (personas sign in without a code: the control API). */
const signIn = async (base: string) =>
  (await post(base, '__mock/personas/sign-in', { email: 'customer@example.com' })).body.access_token as string
const wishlist = async (base: string, token: string) =>
  (
    (await post(base, 'customer/my-wishlist', { cart_type: 0 }, token)).body.my_deals as { deal: { uuid: string } }[]
  ).map((entry) => entry.deal.uuid)

/** The pact's "customer sees a deal" state, as the verifier sends it. */
const seeDeal = (base: string) =>
  post(base, '__mock/provider-state', {
    state: STATES.customerSeesDeal,
    params: { token: PACT_VALUES.customerToken, vendorToken: PACT_VALUES.vendorToken, deal: PACT_VALUES.dealUuid },
  })

const folder = () => mkdtempSync(join(tmpdir(), 'mock-data-'))

describe('the standalone mock with --data', () => {
  it('keeps a write across a restart, and two servers on two files do not mix', async () => {
    const dir = folder()
    const [fileA, fileB] = [join(dir, 'a.db'), join(dir, 'b.db')]
    const a = serve(['--data', fileA])
    const b = serve(['--data', fileB])
    const [urlA, urlB] = await Promise.all([a.listening, b.listening])
    expect(a.output()).toContain('new, seeded')
    const [tokenA, tokenB] = await Promise.all([signIn(urlA), signIn(urlB)])
    const kept = await wishlist(urlA, tokenA)
    const found = (await post(urlA, 'search-deals', { search: 'a' })).body.deals as { uuid: string }[]
    const deal = found.find((d) => !kept.includes(d.uuid))!.uuid
    expect((await post(urlA, 'customer/add-to-wishlist', { id: deal }, tokenA)).status).toBe(200)

    a.child.kill('SIGKILL')
    await a.exited
    // No temporary file left behind (a database's write-ahead log may be: it is part of the file).
    expect(
      readdirSync(dir)
        .filter((f) => !/-(wal|shm)$/.test(f))
        .sort(),
    ).toEqual(['a.db', 'b.db'])
    const again = serve(['--data', fileA])
    const urlAgain = await again.listening
    expect(again.output()).toContain('restored')
    // The token and the wishlist both came back from the file.
    expect(await wishlist(urlAgain, tokenA)).toContain(deal)
    expect(await wishlist(urlB, tokenB)).not.toContain(deal)
    // Three processes each load the whole mock (about 15 s apiece on a loaded two-core machine).
  }, 120_000)

  it('refuses provider states, and contracts:verify says why at once; the data file is left as it was', async () => {
    const file = join(folder(), 'mock-data.db')
    const server = serve(['--data', file])
    const url = await server.listening
    const token = await signIn(url)
    const ordersBefore = storedRows(file, 'orders')
    const wishlistBefore = await wishlist(url, token)
    const bytes = () => readdirSync(dirname(file)).map((f) => readFileSync(join(dirname(file), f)).toString('base64'))
    const before = bytes()

    const refused = await seeDeal(url)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      `This mock keeps its data in ${file} (--data): provider states would replace that data with the contracts', so ` +
        'they are refused and the file is left as it is. Verify against a throwaway mock started without --data ' +
        '(npm run mock-server -- --port 4011).',
    )
    const teardown = await post(url, '__mock/provider-state', { state: STATES.customerSeesDeal, action: 'teardown' })
    expect(teardown.status).toBe(409)

    // Not spawnSync: a blocked event loop misses the server closing an idle connection, and the next call reuses it.
    const cli = spawn(process.execPath, [
      '--import',
      'tsx',
      'contracts/provider/verify-cli.ts',
      '--provider-base-url',
      url,
    ])
    let printed = ''
    cli.stdout.on('data', (c) => (printed += c))
    cli.stderr.on('data', (c) => (printed += c))
    const code = await new Promise<number | null>((resolve) => cli.on('exit', resolve))
    expect(code).toBe(2)
    expect(printed.trim()).toBe(
      `${url} is the mock keeping its data in ${file} (--data): verifying would replace that data with the ` +
        "contracts' (provider states reset it). Start a throwaway mock without --data and verify that one.",
    )

    expect(bytes()).toEqual(before)
    expect(storedRows(file, 'orders')).toEqual(ordersBefore)
    expect(ordersBefore.length).toBeGreaterThan(0)
    expect(await wishlist(url, token)).toEqual(wishlistBefore)
  }, 120_000)

  it('refuses a truncated file, naming it, and leaves it untouched; --reset reseeds it and says so', async () => {
    // In this process: the refusal comes before any data is touched (serve.ts turns it into exit code 3).
    const file = join(folder(), 'broken.json')
    const truncated = '{"version":5,"layout":"deals,orders","tables":{"deals":[{"id":1,'
    writeFileSync(file, truncated)
    const refused = startHttpMock({ port: 0, dataFile: file })
    await expect(refused).rejects.toThrow(DataFileRefused)
    await expect(refused).rejects.toThrow(`${file}: is not a readable mock data file`)
    await expect(refused).rejects.toThrow('start with --reset')
    expect(readFileSync(file, 'utf8')).toBe(truncated)

    writeFileSync(file, JSON.stringify({ version: 1, layout: 'deals', tables: {} }))
    await expect(startHttpMock({ port: 0, dataFile: file })).rejects.toThrow('is from another data layout (version 1')

    const reset = await startHttpMock({ port: 0, dataFile: file, reset: true })
    await reset.close()
    expect(reset.data).toBe('reseeded')
    expect(storedRows(file, 'deals').length).toBeGreaterThan(0)
  })
})

describe('the data file in this process', () => {
  it('is written before the answer leaves, and the control API’s reset resets it too', async () => {
    const file = join(folder(), 'data.db')
    const mock = await startHttpMock({ port: 0, dataFile: file })
    try {
      expect(mock.data).toBe('seeded')
      const email = 'kept.reader@example.com'
      const subscribed = await post(mock.url, 'add-newsletter', {
        name: 'Kept Reader',
        email,
        phone: '9845012345',
        category: [1],
      })
      expect(subscribed.status).toBe(200)
      expect(storedRows(file, 'newsletterSubscriptions').join()).toContain(email)
      expect((await post(mock.url, '__mock/reset', {})).status).toBe(200)
      expect(storedRows(file, 'newsletterSubscriptions').join()).not.toContain(email)
      expect(storedRows(file, 'deals').length).toBe(db.deals.all().length)
    } finally {
      await mock.close()
    }
    // It seeds twice (start, reset) and writes the whole data twice: about 1 s each on a loaded machine.
  }, 30_000)
})

describe('the standalone mock’s options', () => {
  it('reads every option, with PORT and HOST as defaults', () => {
    expect(
      parseServeArgs(['--port', '4011', '--data', 'x.json', '--reset', '--deals', '50', '--control-token', 't'], {}),
    ).toEqual({ port: 4011, host: '127.0.0.1', dataFile: 'x.json', reset: true, deals: 50, controlToken: 't' })
    expect(parseServeArgs([], { PORT: '5000', HOST: '0.0.0.0' })).toMatchObject({ port: 5000, host: '0.0.0.0' })
    expect(parseServeArgs(['--help'], {})).toBe('help')
    for (const option of ['--port', '--host', '--data', '--reset', '--deals', '--control-token'])
      expect(SERVE_USAGE).toContain(option)
  })

  it('answers a wrong option with a message, not a stack trace', () => {
    expect(() => parseServeArgs(['--prot', '1'], {})).toThrow(UsageError)
    expect(() => parseServeArgs(['--port', 'abc'], {})).toThrow('--port must be a whole number')
    expect(() => parseServeArgs(['--reset'], {})).toThrow('give it with --data')
    expect(() => parseServeArgs(['--data', '/no-such-folder-here/data.json'], {})).toThrow(
      '--data /no-such-folder-here/data.json: the folder /no-such-folder-here does not exist.',
    )
    expect(() => parseServeArgs(['--data', 'package.json/data.json'], {})).toThrow('package.json is a file')
  })

  it('says in one line why it could not start', () => {
    const options = { port: 4010, host: '127.0.0.1', dataFile: 'x/y.json' }
    const taken = Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE', syscall: 'listen' })
    expect(startFailure(taken, options)).toBe(
      'Port 4010 on 127.0.0.1 is already in use (another mock-server?): stop that one, or choose another port with --port <n>.',
    )
    const unwritable = Object.assign(new Error('open x/y.json'), { code: 'EACCES', syscall: 'open' })
    expect(startFailure(unwritable, options)).toContain('Cannot write the data file x/y.json (EACCES)')
    expect(startFailure(new Error('odd'), options)).toBe('The mock server could not start: odd')
  })
})

describe('the standalone mock’s mistakes, as a developer meets them', () => {
  const noStackTrace = (text: string) => expect(text).not.toMatch(/^\s+at /m)

  it('a port already taken: one line, exit code 4; a missing data folder: one line, exit code 2', async () => {
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    try {
      const port = String((holder.address() as { port: number }).port)
      const taken = serve(['--port', port])
      taken.listening.catch(() => {}) // it never listens: the exit is the answer
      expect(await taken.exited).toBe(4)
      expect(taken.output()).toContain(`Port ${port} on 127.0.0.1 is already in use`)
      noStackTrace(taken.output())
    } finally {
      holder.close()
    }
    const missing = serve(['--data', join(folder(), 'no-such-folder', 'data.json')])
    missing.listening.catch(() => {})
    expect(await missing.exited).toBe(2)
    expect(missing.output()).toMatch(/--data .*data\.json: the folder .*no-such-folder does not exist/)
    noStackTrace(missing.output())
    // Two processes each load the whole mock (about 15 s apiece on a loaded two-core machine).
  }, 90_000)
})

describe('the data file the README shows', () => {
  // `npm test` lints with prettier and a data file holds tokens: the README's example must be ignored by both.
  const readmeFile = /--data (\S+?)`/.exec(readFileSync('README.md', 'utf8'))?.[1]

  it('is ignored by git and by prettier, temporary files too', async () => {
    expect(readmeFile).toBe('./mock-data.db')
    const beside = ['-wal', '-shm', '-journal'].map((end) => `${readmeFile}${end}`)
    for (const file of [readmeFile!, ...beside, 'mock-data.json', 'mock-data.json.1234.tmp', 'tmp/mock-data-b.json']) {
      expect(spawnSync('git', ['check-ignore', '--no-index', '-q', file]).status, `git ignores ${file}`).toBe(0)
      expect((await getFileInfo(file, { ignorePath: '.prettierignore' })).ignored, `prettier ignores ${file}`).toBe(
        true,
      )
    }
  })
})
