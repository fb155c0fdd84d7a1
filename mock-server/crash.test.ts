import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bypass } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { storedRows } from './store/sqlite-store'
import { serveProcess } from './testing/standalone'

/**
 * `kill -9` in the middle of a stream of writes (docs/decisions/mock-data-store.md): a real server process, a real
 * signal. Every write answered 2xx before the kill is in the file after a restart, and the file opens.
 */
const running: ChildProcess[] = []
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGKILL')
})

function serve(file: string) {
  const served = serveProcess(['--data', file])
  running.push(served.child)
  return served
}

const subscribe = (base: string, email: string) =>
  fetch(
    bypass(`${base}/add-newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ name: 'Stream Reader', email, phone: '9845012345', category: [1] }),
    }),
  ).then((res) => res.status)

describe('the data file after kill -9', () => {
  it('holds every write answered 2xx before the kill, and opens', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mock-crash-')), 'data.db')
    const first = serve(file)
    const url = await first.listening
    const answered: string[] = []
    let sent = 0
    let refused = 0
    let killed = false
    // Four writers at once, each sending its next write as soon as the last is answered, until one is refused: the
    // process is gone. Whether a write in flight at the kill was answered first is the machine's timing, so the test
    // asks only that every writer was still writing when it died.
    const writer = async () => {
      while (sent < 10_000) {
        const email = `stream.${sent++}@example.com`
        const status = await subscribe(url, email).catch(() => null)
        if (status === null) {
          refused++
          return
        }
        // An answer that arrives at all was sent before the process died, so it counts even after the kill.
        if (status >= 200 && status < 300) answered.push(email)
        if (answered.length >= 60 && !killed) {
          killed = true
          first.child.kill('SIGKILL')
        }
      }
    }
    await Promise.all([writer(), writer(), writer(), writer()])
    await first.exited
    expect(answered.length).toBeGreaterThanOrEqual(60)
    expect(refused).toBe(4)

    const again = serve(file)
    await again.listening
    expect(again.output()).toContain('(restored;')
    const stored = storedRows(file, 'newsletterSubscriptions').join('\n')
    for (const email of answered) expect(stored).toContain(`"${email}"`)
  }, 180_000)
})
