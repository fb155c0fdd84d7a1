/**
 * npm run contracts:publish                                  publishes contracts/pacts/ (commit and branch as version)
 * npm run contracts:can-i-deploy -- --to-environment <env>   asks the broker whether this commit may ship there
 * Both need PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN); without it each says so in one line and exits 0.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { parseArgs } from 'node:util'
import { PACT_DIR } from '../consumer/pact'
import { NO_BROKER, brokerConfigured, canIDeployArgs, publishArgs, versionOf } from './broker'

const git = (args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

function main(): number {
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
    console.log(NO_BROKER)
    return 0
  }
  const version = versionOf(process.env, git)
  const args =
    command === 'publish' ? publishArgs(PACT_DIR, version) : canIDeployArgs(version, values['to-environment']!)
  const bin = createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/bin/pact-broker.js')
  return spawnSync(process.execPath, [bin, ...args], { stdio: 'inherit' }).status ?? 1
}

try {
  process.exitCode = main()
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e))
  process.exitCode = 2
}
