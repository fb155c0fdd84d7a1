import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHttpMock } from '../../mock-server/http'
import { diagnose, failureReport, interactionRequests, pactFiles } from './verify'

/** `npm run contracts:verify -- ...` as the backend team runs it: exit code and everything it printed. */
function verifyCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/provider/verify-cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (c) => (out += c))
  child.stderr.on('data', (c) => (out += c))
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  )
}

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe('contracts:verify says first what is wrong with the target', () => {
  let mock: Awaited<ReturnType<typeof startHttpMock>>
  beforeAll(async () => {
    mock = await startHttpMock({ port: 0 })
  })
  afterAll(async () => {
    await mock?.close()
  })

  it('a host that does not answer: one line, exit code 1, nothing replayed', async () => {
    const base = `http://127.0.0.1:${await closedPort()}/api`
    const run = await verifyCli(['--provider-base-url', base])
    expect(run.code).toBe(1)
    expect(run.out.trim()).toBe(
      `Cannot reach ${base} (ECONNREFUSED): is the backend running, and is --provider-base-url right?`,
    )
  }, 60_000)

  it('a base URL without /api: every path a 404, and the line asks whether /api is missing', async () => {
    const withoutApi = mock.url.replace(/\/api$/, '')
    const found = await diagnose(withoutApi, pactFiles())
    expect(found?.exitCode).toBe(1)
    expect(found?.line).toMatch(new RegExp(`^${withoutApi} answers 404 for every path tried \\(GET /`))
    expect(found?.line).toContain(`is /api missing from --provider-base-url? `)
    expect(found?.line).toContain(`e.g. ${withoutApi}/api.`)
    expect(await diagnose(mock.url, pactFiles())).toBeNull()
  })

  it('refuses the mock when it keeps a data file, which the states would wipe; the file is left as it was', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'verify-data-')), 'mock-data.db')
    await mock.close()
    const kept = await startHttpMock({ port: 0, dataFile: file })
    try {
      const before = readFileSync(file)
      const found = await diagnose(kept.url, pactFiles())
      expect(found?.exitCode).toBe(2)
      expect(found?.line).toContain(`keeping its data in ${file} (--data)`)
      expect(readFileSync(file).equals(before)).toBe(true)
    } finally {
      await kept.close()
      mock = await startHttpMock({ port: 0 })
    }
  })

  it('names each failing interaction with its method and path', () => {
    const requests = interactionRequests(pactFiles())
    const description = 'a request for the signed-in customer with an unknown token'
    expect(requests.get(description)).toBe('POST /customer/get-user')
    const raw = JSON.stringify({
      errors: [
        {
          interaction: description,
          mismatch: { mismatches: [{ path: '$.status', mismatch: 'expected 401 but was 200' }] },
        },
      ],
    })
    expect(failureReport(raw, requests)).toBe(
      `Provider verification failed:\n- POST /customer/get-user: ${description}\n    $.status: expected 401 but was 200`,
    )
  })
})
