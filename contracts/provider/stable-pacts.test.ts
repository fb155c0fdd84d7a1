import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PACT_DIR } from '../consumer/pact'

/**
 * The same code gives the same pact on any day: a pact that changed every day carried unrelated diffs in every
 * contracts change, and one commit published different content. Every consumer file runs again on another day of a
 * faked clock (400 days on: another month and another year) into a folder of its own, and the files must be the same
 * bytes as the ones this run's consumer tests just wrote on the real day (the contracts step cleans and rewrites
 * contracts/pacts/ before this file runs: contracts/sequencer.ts). An interaction that takes a date from the clock,
 * directly or through any helper it calls (dayjs(), appNow(), a default argument), makes the two days differ.
 */
const FAKED_DAYS = 400

function consumerRunOn(days: number): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), `pacts-day-${days}-`))
  const child = spawn(
    process.execPath,
    [resolve('node_modules/vitest/vitest.mjs'), 'run', '--project', 'contracts-consumer'],
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

const read = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  )

/** The first line where two texts part, with its neighbours, so a failure names the interaction and the date. */
function firstDifference(a: string, b: string): string {
  const [x, y] = [a.split('\n'), b.split('\n')]
  const i = x.findIndex((line, n) => line !== y[n])
  if (i < 0) return 'the same lines'
  const around = (lines: string[]) => lines.slice(Math.max(0, i - 3), i + 2).join('\n')
  return `line ${i + 1}, real day:\n${around(x)}\n\n${FAKED_DAYS} days on:\n${around(y)}`
}

describe('the pact is the same bytes on any day', () => {
  it(`every consumer file, run again ${FAKED_DAYS} days on by a faked clock, writes byte-identical pact files`, async () => {
    const realDay = read(PACT_DIR)
    expect(Object.keys(realDay).length).toBeGreaterThan(0)
    const later = read(await consumerRunOn(FAKED_DAYS))
    expect(Object.keys(later).sort()).toEqual(Object.keys(realDay).sort())
    for (const [file, text] of Object.entries(realDay))
      expect(
        later[file] === text,
        `${file} differs on another day (or contracts/pacts/ is stale: run npm run test:contracts): ${firstDifference(text, later[file]!)}`,
      ).toBe(true)
  }, 600_000)

  it('no consumer test reads the clock', () => {
    const files = readdirSync('contracts/consumer').filter((f) => f.endsWith('.ts'))
    const reading = files.filter((f) =>
      /\bDate\.now\(|new Date\(\)|appNow\(|dayjs\(\)/.test(readFileSync(join('contracts/consumer', f), 'utf8')),
    )
    expect(reading).toEqual([])
  })
})
