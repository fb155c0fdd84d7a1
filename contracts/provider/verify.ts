/**
 * Provider verification shared by the vitest check (verify.test.ts, against the in-repo mock) and the CLI
 * (verify-cli.ts, against any backend): replays every interaction of the committed pact files against a running
 * provider, setting each interaction's provider state first through a state-change URL.
 */
import { readdirSync } from 'node:fs'
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
    throw new Error(summarise(e))
  }
}

type VerifierReport = {
  errors?: Array<{
    interaction?: string
    mismatch?: { mismatches?: Array<{ path?: string; mismatch?: string }>; message?: string }
  }>
}

/** pact-core rejects with its whole JSON report as the message; keep the failing interactions and their mismatches. */
function summarise(e: unknown): string {
  const raw = e instanceof Error ? e.message : String(e)
  let report: VerifierReport
  try {
    report = JSON.parse(raw) as VerifierReport
  } catch {
    return raw
  }
  const lines = (report.errors ?? []).flatMap((err) => [
    `- ${err.interaction ?? 'interaction'}`,
    ...(err.mismatch?.mismatches ?? []).map((m) => `    ${m.path ? `${m.path}: ` : ''}${m.mismatch ?? ''}`),
    ...(err.mismatch?.message ? [`    ${err.mismatch.message}`] : []),
  ])
  return lines.length ? `Provider verification failed:\n${lines.join('\n')}` : raw
}
