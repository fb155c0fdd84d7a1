import { describe, expect, it } from 'vitest'
import { alongsideReads, gateState, oneAtATime } from './one-at-a-time'

/** A piece of work that runs until it is let go, noting when it starts and ends. */
function held(log: string[], name: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const work = async () => {
    log.push(`${name} starts`)
    await released
    log.push(`${name} ends`)
    return name
  }
  return { work, release }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the standalone mock's gate", () => {
  it('runs reads together, and a write alone once they have finished', async () => {
    const log: string[] = []
    const [a, b, w] = [held(log, 'read a'), held(log, 'read b'), held(log, 'write')]
    const runs = [alongsideReads(a.work), alongsideReads(b.work), oneAtATime(w.work)]
    await settle()
    expect(log).toEqual(['read a starts', 'read b starts'])
    expect(gateState()).toEqual({ reading: 2, writing: false, waiting: 1 })
    a.release()
    await settle()
    expect(log).not.toContain('write starts')
    b.release()
    await settle()
    expect(log.at(-1)).toBe('write starts')
    w.release()
    expect(await Promise.all(runs)).toEqual(['read a', 'read b', 'write'])
    expect(gateState()).toEqual({ reading: 0, writing: false, waiting: 0 })
  })

  it('makes a read that arrives during a write, or behind a waiting write, wait for it', async () => {
    const log: string[] = []
    const [first, w, later] = [held(log, 'read 1'), held(log, 'write'), held(log, 'read 2')]
    const runs = [alongsideReads(first.work), oneAtATime(w.work), alongsideReads(later.work)]
    await settle()
    // The second read would fit beside the first, but a write waits between them: first come, first served.
    expect(log).toEqual(['read 1 starts'])
    first.release()
    await settle()
    expect(log).toEqual(['read 1 starts', 'read 1 ends', 'write starts'])
    w.release()
    await settle()
    expect(log.slice(-2)).toEqual(['write ends', 'read 2 starts'])
    later.release()
    await Promise.all(runs)
  })

  it('runs writes one at a time in order, and a failed one lets the next run', async () => {
    const log: string[] = []
    const failing = oneAtATime(async () => {
      log.push('fails')
      await settle()
      throw new Error('refused')
    })
    const next = oneAtATime(async () => {
      log.push('next')
      return 'ok'
    })
    await expect(failing).rejects.toThrow('refused')
    expect(await next).toBe('ok')
    expect(log).toEqual(['fails', 'next'])
    expect(gateState()).toEqual({ reading: 0, writing: false, waiting: 0 })
  })
})
