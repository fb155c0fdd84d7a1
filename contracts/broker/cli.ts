/**
 * npm run contracts:publish                                  publishes contracts/pacts/ (commit and branch as version)
 * npm run contracts:can-i-deploy -- --to-environment <env>   asks the broker whether this commit may ship there
 * Both need PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN): without it each says so in one line and exits 1, so a CI
 * gate with a missing secret fails; a broker that does not answer within BROKER_TIMEOUT_MS fails too, saying so.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { parseArgs } from 'node:util'
import { PACT_DIR } from '../consumer/pact'
import { NO_BROKER, brokerConfigured, brokerUnreachable, canIDeployArgs, publishArgs, versionOf } from './broker'

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2)
  const { values } = parseArgs({ args: rest, options: { 'to-environment': { type: 'string' } } })
  if (command !== 'publish' && command !== 'can-i-deploy') {
    console.error('Usage: contracts/broker/cli.ts publish | can-i-deploy --to-environment <env>')
    return 2
  }
  if (command === 'can-i-deploy' && !values['to-environment']) {
    console.error(
      'can-i-deploy needs --to-environment <env>, e.g. npm run contracts:can-i-deploy -- --to-environment production',
    )
    return 2
  }
  if (!brokerConfigured(process.env)) {
    console.error(NO_BROKER)
    return 1
  }
  const unreachable = await brokerUnreachable(process.env.PACT_BROKER_BASE_URL!)
  if (unreachable) {
    console.error(unreachable)
    return 1
  }
  const version = versionOf(process.env, git)
  const args =
    command === 'publish' ? publishArgs(PACT_DIR, version) : canIDeployArgs(version, values['to-environment']!)
  const bin = createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/bin/pact-broker.js')
  return spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit' }).status ?? 1
}

try {
  process.exitCode = await main()
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e))
  process.exitCode = 2
}
