import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import type { Page } from '@playwright/test'

/** The repository's root: the README's commands run there. */
export const ROOT = new URL('../../', import.meta.url).pathname

/** A port nothing listens on now (the OS picks it), so parallel runs and other checkouts never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** The environment a newcomer's shell has: none of this suite's API settings leak into the command. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env }
  for (const key of Object.keys(env)) if (key.startsWith('VITE_') || key === 'PORT' || key === 'HOST') delete env[key]
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0', ...extra }
}

export type Started = { output: () => string; stop: () => Promise<void> }

/**
 * Runs a command (an npm script, as the README writes it) in its own process group and waits until its output
 * matches `ready`; the address it printed is `ready`'s first group. `stop` ends the whole group (npm, its shell and the server).
 */
export async function start(
  command: string,
  args: string[],
  ready: RegExp,
  env: NodeJS.ProcessEnv,
  timeoutMs = 60_000,
): Promise<Started & { address: string }> {
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      process.kill(-child.pid!, 'SIGTERM')
    })
  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${command} ${args.join(' ')}: not ready in ${timeoutMs} ms\n${output}`)),
      timeoutMs,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '')
      const found = output.match(ready)
      if (found?.[1]) {
        clearTimeout(timer)
        resolve(found[1])
      }
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} ${args.join(' ')} exited with ${code} before it was ready\n${output}`))
    })
  }).catch(async (e: unknown) => {
    await stop()
    throw e
  })
  return { address, output: () => output, stop }
}

/** Runs a command to its end; rejects with its output when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`)),
    )
  })
}

/**
 * What went wrong in the page, as a newcomer's console and network panel would show it: uncaught errors, console
 * errors, requests that failed and answers of 400 or more (the worker's answers included).
 */
export function watchForTrouble(page: Page): () => string[] {
  const trouble: string[] = []
  page.on('pageerror', (e) => trouble.push(`page error: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error') trouble.push(`console error: ${m.text()}`)
  })
  page.on('requestfailed', (r) => {
    // Aborted by the page itself (a reload or a screen that stops polling when it closes): not a failure anyone sees.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      trouble.push(`failed request: ${r.method()} ${r.url()} (${r.failure()?.errorText})`)
  })
  page.on('response', (r) => {
    if (r.status() >= 400) trouble.push(`${r.status()} answer: ${r.request().method()} ${r.url()}`)
  })
  return () => trouble
}

/** Prints how long each step took since the last (the README lines must stay in seconds: docs/decisions/tests.md). */
export function stopwatch(name: string) {
  let last = performance.now()
  return (step: string) => {
    const now = performance.now()
    console.log(`[smoke] ${name}: ${step} in ${((now - last) / 1000).toFixed(1)} s`)
    last = now
  }
}

/** Runs the steps; when one fails, its error also lists what went wrong in the page until then (the likely cause). */
export async function explained(trouble: () => string[], steps: () => Promise<void>) {
  try {
    await steps()
  } catch (e) {
    const seen = trouble()
    if (e instanceof Error && seen.length) e.message += `\n\nWhat went wrong in the page:\n  ${seen.join('\n  ')}`
    throw e
  }
}
