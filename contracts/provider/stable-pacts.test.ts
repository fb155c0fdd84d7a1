import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The same code gives the same pact on any day: a pact that changed every day carried unrelated diffs in every
 * contracts change, and one commit published different content. The consumer files that deal in days (the vendor's
 * documents, the sign-up's card expiry) run twice, on two days of a faked clock, into two folders; the files must be
 * byte-identical. And no consumer file reads the clock, so no other file can start to drift.
 */
const DAY_DEPENDENT = ['contracts/consumer/commission.pact.test.ts', 'contracts/consumer/signup.pact.test.ts']

function consumerRun(days: number): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), `pacts-day-${days}-`))
  const child = spawn(
    process.execPath,
    [resolve('node_modules/vitest/vitest.mjs'), 'run', '--project', 'contracts', ...DAY_DEPENDENT],
    {
      env: {
        ...process.env,
        PACT_OUT_DIR: out,
        FAKE_CLOCK_DAYS: String(days),
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${resolve('contracts/fake-clock.mjs')}`.trim(),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let log = ''
  child.stdout.on('data', (c) => (log += c))
  child.stderr.on('data', (c) => (log += c))
  return new Promise((done, fail) =>
    child.on('exit', (code) => (code === 0 ? done(out) : fail(new Error(`consumer run failed (${code}):\n${log}`)))),
  )
}

const read = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]))

describe('the pact is the same bytes on any day', () => {
  it('two days of a faked clock give byte-identical pact files', async () => {
    const today = await consumerRun(0)
    const in40Days = await consumerRun(40)
    const [a, b] = [read(today), read(in40Days)]
    expect(Object.keys(a).length).toBeGreaterThan(0)
    expect(b).toEqual(a)
  }, 600_000)

  it('no consumer test reads the clock', () => {
    const files = readdirSync('contracts/consumer').filter((f) => f.endsWith('.ts'))
    const reading = files.filter((f) =>
      /\bDate\.now\(|new Date\(\)|appNow\(/.test(readFileSync(join('contracts/consumer', f), 'utf8')),
    )
    expect(reading).toEqual([])
  })
})
