import { execFileSync } from 'node:child_process'
import { readFileSync, utimesSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * `npm run mock-server` runs the standalone mock from an esbuild bundle of its TypeScript (tools/serve-mock.mjs),
 * rebuilt only when a file it was built from changed: a stale bundle would serve yesterday's rules.
 */
const root = join(import.meta.dirname, '..')
const stampFile = join(root, 'node_modules/.cache/hola-mock-server/built-from.json')
const launch = () => execFileSync(process.execPath, ['tools/serve-mock.mjs', '--help'], { cwd: root, encoding: 'utf8' })
const stamp = () => JSON.parse(readFileSync(stampFile, 'utf8')) as { startedAt: number; inputs: string[] }

describe('npm run mock-server', () => {
  it('runs the bundle, and builds it again only after a file it was built from changed', () => {
    expect(launch()).toContain('Usage: npm run mock-server')
    const built = stamp()
    expect(built.inputs).toEqual(expect.arrayContaining(['mock-server/serve.ts', 'mock-server/kit/endpoint.ts']))

    launch()
    expect(stamp().startedAt).toBe(built.startedAt)

    // A rule changed: its file is newer than the bundle.
    const now = new Date()
    utimesSync(join(root, 'mock-server/kit/endpoint.ts'), now, now)
    expect(launch()).toContain('Usage: npm run mock-server')
    expect(stamp().startedAt).toBeGreaterThanOrEqual(now.getTime())
  }, 120_000)
})
