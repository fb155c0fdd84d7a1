import { describe, expect, it } from 'vitest'
import { NO_BROKER, brokerConfigured, canIDeployArgs, publishArgs, versionOf } from './broker'

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
