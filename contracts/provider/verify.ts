/**
 * Provider verification shared by the vitest check (verify.test.ts, against the in-repo mock) and the CLI
 * (verify-cli.ts, against any backend): replays every interaction of the committed pact files against a running
 * provider, setting each interaction's provider state first through a state-change URL.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { Verifier } from '@pact-foundation/pact'
import { PACT_DIR, PROVIDER } from '../consumer/pact'

export { PACT_DIR, PROVIDER }

// Pact's native core sends anonymous usage events unless told not to; our runs stay offline and quiet.
process.env.PACT_DO_NOT_TRACK ??= 'true'

/** Every pact file in contracts/pacts/, absolute paths, sorted. */
export function pactFiles(dir = PACT_DIR): string[] {
  let names: string[] = []
  try {
    names = readdirSync(dir)
  } catch {
    names = []
  }
  return names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => path.join(dir, n))
}

/** Removes trailing slashes, so `<base>/__mock/provider-state` and the interaction paths join cleanly. */
export const trimBase = (url: string) => url.replace(/\/+$/, '')

/** The mock backend's state-change endpoint under an API base: `<base>/__mock/provider-state`. */
export const mockStatesUrl = (providerBaseUrl: string) => `${trimBase(providerBaseUrl)}/__mock/provider-state`

export type VerifyOptions = {
  /** The provider's API base, `/api` included: interaction paths (`/customer/authenticate`) are appended to it. */
  providerBaseUrl: string
  /** POST endpoint that sets up a provider state from `{state, params, action}`; default: the mock's control API. */
  providerStatesSetupUrl?: string
  /** Pact files to verify; default: every file in contracts/pacts/. */
  pactUrls?: string[]
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error'
  /** Extra headers sent with every replayed request, e.g. a gateway key for a staging backend. */
  customProviderHeaders?: Record<string, string>
}

/** `METHOD /path` of every interaction, by description: a failure names the call, not only its description. */
export function interactionRequests(pactUrls: string[]): Map<string, string> {
  const requests = new Map<string, string>()
  for (const file of pactUrls) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: Array<{ description?: string; request?: { method?: string; path?: string } }>
    }
    for (const i of pact.interactions ?? [])
      if (i.description && i.request) requests.set(i.description, `${i.request.method ?? '?'} ${i.request.path ?? '?'}`)
  }
  return requests
}

/**
 * The calls the pre-flight tries: GET and POST only (without a token or body a real backend refuses them, never acts
 * on them), of interactions that do not expect a 404 themselves, one per area.
 */
function probedCalls(pactUrls: string[]): string[] {
  const areas = new Map<string, string>()
  for (const file of pactUrls) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as {
      interactions?: Array<{ request?: { method?: string; path?: string }; response?: { status?: number } }>
    }
    for (const { request, response } of pact.interactions ?? []) {
      if (!request?.path || !/^(GET|POST)$/.test(request.method ?? '') || response?.status === 404) continue
      areas.set(request.path.split('/')[1] ?? '', `${request.method} ${request.path}`)
    }
  }
  return [...areas.values()].sort().slice(0, PROBED_PATHS)
}

/** What the pre-flight found wrong, in one line, and the exit code the CLI gives it (1 a failure, 2 a refusal). */
export type Diagnosis = { line: string; exitCode: 1 | 2 }

const PROBE_TIMEOUT_MS = 5_000
/** How many of the contract's own paths the pre-flight tries before calling every path a 404. */
const PROBED_PATHS = 5

async function probe(url: string, method: string): Promise<Response> {
  return fetch(url, {
    method,
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  })
}

const networkCause = (e: unknown) => {
  if (e instanceof DOMException && e.name === 'TimeoutError') return `no answer within ${PROBE_TIMEOUT_MS / 1000} s`
  const cause = (e as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? (e as Error).message
}

/**
 * Before replaying anything, the mistakes that would otherwise bury their cause under a report of every interaction:
 * a host that does not answer, a base URL without `/api` (every path a 404), and the in-repo mock keeping a person's
 * data in a file (provider states would replace it). Null when none applies. Requests carry no body and no token, so
 * a real backend does nothing with them.
 */
export async function diagnose(providerBaseUrl: string, pactUrls: string[]): Promise<Diagnosis | null> {
  const base = trimBase(providerBaseUrl)
  let facts: Response
  try {
    facts = await probe(`${base}/__mock/server`, 'GET')
  } catch (e) {
    return {
      line: `Cannot reach ${base} (${networkCause(e)}): is the backend running, and is --provider-base-url right?`,
      exitCode: 1,
    }
  }
  if (facts.ok) {
    const body = (await facts.json().catch(() => null)) as { data_file?: unknown } | null
    if (typeof body?.data_file === 'string')
      return {
        line:
          `${base} is the mock keeping its data in ${body.data_file} (--data): verifying would replace that data ` +
          "with the contracts' (provider states reset it). Start a throwaway mock without --data and verify that one.",
        exitCode: 2,
      }
  } else await facts.body?.cancel()
  const calls = probedCalls(pactUrls)
  const statuses: number[] = []
  for (const call of calls) {
    const [method, path] = call.split(' ') as [string, string]
    try {
      const res = await probe(`${base}${path}`, method)
      await res.body?.cancel()
      statuses.push(res.status)
    } catch {
      return null // reachable a moment ago: let the verifier report what happens
    }
  }
  if (calls.length && statuses.every((s) => s === 404))
    return {
      line:
        `${base} answers 404 for every path tried (${calls.join(', ')}): is /api missing from ` +
        `--provider-base-url? The contract's paths are relative to the API base, e.g. ${base}/api.`,
      exitCode: 1,
    }
  return null
}

/** Verifies the pact files against the provider; rejects (with pact's mismatch report) on any failure. */
export async function verifyProvider(options: VerifyOptions): Promise<string> {
  const pactUrls = options.pactUrls ?? pactFiles()
  if (pactUrls.length === 0) {
    throw new Error(`No pact files in ${PACT_DIR}: run the consumer tests first (npm run test:contracts).`)
  }
  const providerBaseUrl = trimBase(options.providerBaseUrl)
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl,
    pactUrls,
    providerStatesSetupUrl: options.providerStatesSetupUrl ?? mockStatesUrl(providerBaseUrl),
    logLevel: options.logLevel ?? 'warn',
    failIfNoPactsFound: true,
    ...(options.customProviderHeaders && Object.keys(options.customProviderHeaders).length
      ? { customProviderHeaders: options.customProviderHeaders }
      : {}),
  })
  try {
    return await verifier.verifyProvider()
  } catch (e) {
    // The verifier has already printed its full report on stdout.
    throw new Error(failureReport(e instanceof Error ? e.message : String(e), interactionRequests(pactUrls)))
  }
}

type VerifierReport = {
  errors?: Array<{
    interaction?: string
    mismatch?: { mismatches?: Array<{ path?: string; mismatch?: string }>; message?: string }
  }>
}

/**
 * pact-core rejects with its whole JSON report as the message; keep the failing interactions, each with its method and
 * path, and their mismatches.
 */
export function failureReport(raw: string, requests: Map<string, string> = new Map()): string {
  let report: VerifierReport
  try {
    report = JSON.parse(raw) as VerifierReport
  } catch {
    return raw
  }
  const lines = (report.errors ?? []).flatMap((err) => {
    const call = err.interaction ? requests.get(err.interaction) : undefined
    return [
      `- ${call ? `${call}: ` : ''}${err.interaction ?? 'interaction'}`,
      ...(err.mismatch?.mismatches ?? []).map((m) => `    ${m.path ? `${m.path}: ` : ''}${m.mismatch ?? ''}`),
      ...(err.mismatch?.message ? [`    ${err.mismatch.message}`] : []),
    ]
  })
  return lines.length ? `Provider verification failed:\n${lines.join('\n')}` : raw
}
