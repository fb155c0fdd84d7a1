/**
 * Verifies a running backend against the committed pact files (docs/backend-team.md).
 *
 *   npm run contracts:verify -- --provider-base-url <api base> [--provider-states-setup-url <url>]
 *                               [--pact <file>]... [--header "Name: value"]... [--log-level warn]
 *
 * --provider-base-url is the API base, `/api` included: the interaction paths (`/customer/authenticate`, ...) are
 * appended to it, e.g. http://127.0.0.1:4010/api for `npm run mock-server`, https://staging.example.com/api for a
 * Laravel backend. --provider-states-setup-url defaults to `<base>/__mock/provider-state` (the mock's control API);
 * a real backend passes its own state-change endpoint. Exits 0 when every interaction passes, 1 when one fails (or the
 * host cannot be reached, or answers 404 for every path: one line first, no replay), 2 on a usage error or a target
 * that keeps a person's data in a file (the mock started with --data: provider states would wipe it).
 */
import { parseArgs } from 'node:util'
import path from 'node:path'
import { diagnose, mockStatesUrl, pactFiles, trimBase, verifyProvider, type VerifyOptions } from './verify'

const usage = `Usage: npm run contracts:verify -- --provider-base-url <url> [options]

  --provider-base-url <url>          the provider's API base, /api included (e.g. http://127.0.0.1:4010/api)
  --provider-states-setup-url <url>  POST endpoint that sets up provider states
                                     (default: <provider-base-url>/__mock/provider-state, the mock backend's)
  --pact <file>                      a pact file to verify; repeatable (default: every file in contracts/pacts/)
  --header "Name: value"             a header added to every replayed request; repeatable
  --log-level <level>                trace | debug | info | warn | error (default: warn)
  --help                             this text`

const levels = ['trace', 'debug', 'info', 'warn', 'error'] as const

async function main(): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        'provider-base-url': { type: 'string' },
        'provider-states-setup-url': { type: 'string' },
        pact: { type: 'string', multiple: true },
        header: { type: 'string', multiple: true },
        'log-level': { type: 'string' },
        help: { type: 'boolean' },
      },
      args: process.argv.slice(2),
      strict: true,
    }))
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${usage}`)
    return 2
  }
  if (values.help) {
    console.log(usage)
    return 0
  }
  // PROVIDER_BASE_URL / PROVIDER_STATES_SETUP_URL in the environment work too (CI).
  const baseUrl = values['provider-base-url'] ?? process.env.PROVIDER_BASE_URL
  if (!baseUrl) {
    console.error(`--provider-base-url is required.\n\n${usage}`)
    return 2
  }
  const logLevel = values['log-level'] ?? 'warn'
  if (!(levels as readonly string[]).includes(logLevel)) {
    console.error(`--log-level must be one of ${levels.join(', ')}.`)
    return 2
  }
  const headers: Record<string, string> = {}
  for (const h of values.header ?? []) {
    const i = h.indexOf(':')
    if (i <= 0) {
      console.error(`--header "${h}" must look like "Name: value".`)
      return 2
    }
    headers[h.slice(0, i).trim()] = h.slice(i + 1).trim()
  }
  const providerBaseUrl = trimBase(baseUrl)
  const options: VerifyOptions = {
    providerBaseUrl,
    providerStatesSetupUrl:
      values['provider-states-setup-url'] ?? process.env.PROVIDER_STATES_SETUP_URL ?? mockStatesUrl(providerBaseUrl),
    pactUrls: values.pact?.length ? values.pact.map((p) => path.resolve(p)) : pactFiles(),
    logLevel: logLevel as (typeof levels)[number],
    customProviderHeaders: headers,
  }
  const problem = await diagnose(providerBaseUrl, options.pactUrls!)
  if (problem) {
    console.error(problem.line)
    return problem.exitCode
  }
  console.log(
    `Verifying ${options.pactUrls!.length} pact file(s) against ${providerBaseUrl} (provider states: ${options.providerStatesSetupUrl})`,
  )
  try {
    await verifyProvider(options)
  } catch (e) {
    console.error(`\n${(e as Error).message}`)
    return 1
  }
  console.log('\nProvider verification passed: every interaction is honoured.')
  return 0
}

// Exit explicitly: the native verifier can keep handles open after it has answered.
process.exit(await main())
