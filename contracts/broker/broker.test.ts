import { spawn } from 'node:child_process'
import { createServer, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { NO_BROKER, brokerConfigured, brokerUnreachable, canIDeployArgs, publishArgs, versionOf } from './broker'

const noGit = () => {
  throw new Error('git should not be asked')
}

describe('the Pact Broker command lines', () => {
  it('publishes the pact folder with the commit as the consumer version and the branch', () => {
    expect(publishArgs('/repo/contracts/pacts/', { commit: 'abc123', branch: 'main' })).toEqual([
      'publish',
      '/repo/contracts/pacts/',
      '--consumer-app-version',
      'abc123',
      '--branch',
      'main',
    ])
  })

  it('asks can-i-deploy for this consumer, this commit and the environment', () => {
    expect(canIDeployArgs({ commit: 'abc123', branch: 'main' }, 'production')).toEqual([
      'can-i-deploy',
      '--pacticipant',
      'hola-web',
      '--version',
      'abc123',
      '--to-environment',
      'production',
    ])
  })

  it('never puts the token on the command line', () => {
    const all = [
      ...publishArgs('p', { commit: 'c', branch: 'b' }),
      ...canIDeployArgs({ commit: 'c', branch: 'b' }, 'e'),
    ]
    expect(all.join(' ')).not.toMatch(/token|password/i)
  })

  it('takes the version from CI variables first, else from git', () => {
    expect(versionOf({ GITHUB_SHA: 'f00', GITHUB_REF_NAME: 'feature/x' }, noGit)).toEqual({
      commit: 'f00',
      branch: 'feature/x',
    })
    const git = (args: string[]) => (args.includes('--abbrev-ref') ? 'team-kit' : 'deadbeef')
    expect(versionOf({}, git)).toEqual({ commit: 'deadbeef', branch: 'team-kit' })
  })

  it('refuses a detached checkout without a branch name rather than publishing under "HEAD"', () => {
    const git = (args: string[]) => (args.includes('--abbrev-ref') ? 'HEAD' : 'deadbeef')
    expect(() => versionOf({}, git)).toThrow(/GIT_BRANCH/)
  })

  it('says in one line how the file-based flow works when no broker is set', () => {
    expect(brokerConfigured({})).toBe(false)
    expect(brokerConfigured({ PACT_BROKER_BASE_URL: ' ' })).toBe(false)
    expect(brokerConfigured({ PACT_BROKER_BASE_URL: 'https://broker.example' })).toBe(true)
    expect(NO_BROKER).not.toContain('\n')
    expect(NO_BROKER).toContain('npm run contracts:verify')
  })
})

/** Runs `npm run contracts:<command>` as CI does, without npm: the exit code, what it printed, how long it took. */
function runCli(args: string[], env: Record<string, string | undefined>) {
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/broker/cli.ts', ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (c) => (out += c))
  child.stderr.on('data', (c) => (out += c))
  return new Promise<{ code: number | null; out: string; ms: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out, ms: Date.now() - started })),
  )
}

/** A broker that accepts connections and never answers: the silent 64 s the Pact CLI waited before. */
async function silentBroker() {
  const sockets: Socket[] = []
  const server = createServer((s) => sockets.push(s))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  const close = () => {
    for (const s of sockets) s.destroy()
    server.close()
  }
  return { url, close }
}

describe('the broker scripts as a CI gate', () => {
  it('fail (exit 1) without PACT_BROKER_BASE_URL, saying how to set it', async () => {
    for (const args of [['can-i-deploy', '--to-environment', 'production'], ['publish']]) {
      const run = await runCli(args, {})
      expect(run.code, args[0]).toBe(1)
      expect(run.out.trim()).toBe(NO_BROKER)
    }
  }, 60_000)

  it('fail within 10 s, saying so, when the broker does not answer', async () => {
    const broker = await silentBroker()
    try {
      const run = await runCli(['can-i-deploy', '--to-environment', 'production'], {
        PACT_BROKER_BASE_URL: broker.url,
        GIT_COMMIT: 'abc123',
        GIT_BRANCH: 'main',
      })
      expect(run.code).toBe(1)
      expect(run.out).toContain(`Cannot reach the Pact Broker at ${broker.url} (no answer within 5 s)`)
      // tsx's start-up (up to 10 s on this loaded machine) included; the check alone is timed below.
      expect(run.ms).toBeLessThan(30_000)
    } finally {
      broker.close()
    }
  }, 60_000)

  it('gives a silent broker 5 s, well within 10 s', async () => {
    const broker = await silentBroker()
    try {
      const started = Date.now()
      expect(await brokerUnreachable(broker.url)).toContain('no answer within 5 s')
      expect(Date.now() - started).toBeLessThan(10_000)
    } finally {
      broker.close()
    }
  })

  it('names a refused connection and a broker address that is not a URL', async () => {
    const broker = await silentBroker()
    broker.close()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await brokerUnreachable(broker.url, 2_000)).toMatch(/^Cannot reach the Pact Broker at .* \(ECONNREFUSED\)/)
    expect(await brokerUnreachable('broker.example')).toBe('PACT_BROKER_BASE_URL is not a URL: broker.example')
  })
})
