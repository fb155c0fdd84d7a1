/**
 * The Pact Broker flow (docs/backend-team.md "With a Pact Broker"): the command lines `npm run contracts:publish` and
 * `npm run contracts:can-i-deploy` run through the Pact CLI from npm (@pact-foundation/pact-cli). Pure, so the unit
 * test reads exactly what would run. The broker's address and token stay in the environment, where the CLI reads them
 * (PACT_BROKER_BASE_URL, PACT_BROKER_TOKEN): a token never appears on a command line or in a process list.
 */
import { CONSUMER } from '../consumer/pact'

export type BrokerEnv = { PACT_BROKER_BASE_URL?: string; PACT_BROKER_TOKEN?: string }
/** This checkout's version, as the broker records it: the commit and its branch. */
export type Version = { commit: string; branch: string }

/** The one line printed when no broker is configured, and how the file-based flow works instead. */
export const NO_BROKER =
  'No Pact Broker configured (set PACT_BROKER_BASE_URL, and PACT_BROKER_TOKEN if it needs one). Without one, the ' +
  'backend team verifies the committed files: npm run contracts:verify -- --provider-base-url <their API base> ' +
  '(docs/backend-team.md).'

export const brokerConfigured = (env: BrokerEnv) => Boolean(env.PACT_BROKER_BASE_URL?.trim())

/** How long the broker has to answer at all before a script gives up (the Pact CLI alone waited 64 s, silently). */
export const BROKER_TIMEOUT_MS = 5_000

/**
 * Asks the broker's root once; any HTTP answer (401 included: the token is the CLI's business) means it is there.
 * Returns the line to print when it is not: an unreachable broker fails a CI step in seconds, saying why.
 */
export async function brokerUnreachable(baseUrl: string, timeoutMs = BROKER_TIMEOUT_MS): Promise<string | null> {
  let url: URL
  try {
    url = new URL(baseUrl.trim())
  } catch {
    return `PACT_BROKER_BASE_URL is not a URL: ${baseUrl}`
  }
  try {
    const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(timeoutMs) })
    await res.body?.cancel()
    return null
  } catch (e) {
    const timedOut = e instanceof DOMException && e.name === 'TimeoutError'
    const cause = timedOut
      ? `no answer within ${timeoutMs / 1000} s`
      : ((e as { cause?: { code?: string; message?: string } }).cause?.code ??
        (e as { cause?: { message?: string } }).cause?.message ??
        (e as Error).message)
    return `Cannot reach the Pact Broker at ${url.origin} (${cause}): check PACT_BROKER_BASE_URL and the network.`
  }
}

/** `pact-broker publish contracts/pacts --consumer-app-version <commit> --branch <branch>`. */
export const publishArgs = (pactDir: string, version: Version) => [
  'publish',
  pactDir,
  '--consumer-app-version',
  version.commit,
  '--branch',
  version.branch,
]

/** `pact-broker can-i-deploy --pacticipant hola-web --version <commit> --to-environment <env>`. */
export const canIDeployArgs = (version: Version, environment: string) => [
  'can-i-deploy',
  '--pacticipant',
  CONSUMER,
  '--version',
  version.commit,
  '--to-environment',
  environment,
]

/** The version from CI's variables when it sets them (a detached checkout has no branch name), else from git. */
export function versionOf(env: Record<string, string | undefined>, git: (args: string[]) => string): Version {
  const commit = env.GIT_COMMIT || env.GITHUB_SHA || env.CI_COMMIT_SHA || git(['rev-parse', 'HEAD'])
  const branch =
    env.GIT_BRANCH ||
    env.GITHUB_HEAD_REF ||
    env.GITHUB_REF_NAME ||
    env.CI_COMMIT_REF_NAME ||
    git(['rev-parse', '--abbrev-ref', 'HEAD'])
  if (!branch || branch === 'HEAD') throw new Error('No branch name: set GIT_BRANCH (the checkout is detached).')
  return { commit, branch }
}
