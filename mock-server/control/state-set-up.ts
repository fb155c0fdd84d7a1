import { PACT_VALUES, type StateName } from '../../contracts/states'
import { userOf } from '../store/persona-user'
import type { PersonaKey } from '../store/personas'
import { db } from '../store/db'
import type { UserRecord } from '../store/records'
import { OTP_TTL_MS, issueToken } from '../areas/auth/rules'
import { clock } from '../clock/clock'

/** The parameters a contract passes with its provider state (`given(name, params)`); each set-up reads its own. */
export type StateParams = Record<string, unknown>

/** Sets one provider state up, on top of the fresh seed provider-states.ts writes first. */
export type StateSetUp = (params: StateParams) => Promise<unknown> | void

/**
 * A group's provider states: each name from contracts/states.ts with its set-up. Groups declare theirs with
 * `satisfies StateSetUps`, so a misspelt or unknown name does not compile; provider-states.ts checks that together
 * they cover every name.
 */
export type StateSetUps = { readonly [N in StateName]?: StateSetUp }

export const str = (p: StateParams, k: string, fallback: string) =>
  typeof p[k] === 'string' ? (p[k] as string) : fallback
export const num = (p: StateParams, k: string, fallback: number) =>
  typeof p[k] === 'number' ? (p[k] as number) : fallback

/** Signs the persona in with a known token (the contracts send fixed tokens; the backend team's setup issues theirs). */
export const signInWithToken = (persona: PersonaKey, token: string, now = clock.now()) =>
  issueToken(userOf(persona), now, token)

/**
 * An open OTP challenge for `user` with the contract's id and code (params `id`, `otp`); `verifies` is the phone or
 * email a registration's code went to (mock-server/areas/auth/rules.ts openChallenge).
 */
export const openChallengeFor = (user: UserRecord, params: StateParams, verifies?: string) =>
  db.otpChallenges.create({
    id: str(params, 'id', PACT_VALUES.challengeId),
    user_id: user.id,
    userType: user.userType,
    code: str(params, 'otp', PACT_VALUES.otp),
    expires_at: clock.now() + OTP_TTL_MS,
    failed_attempts: 0,
    status: 'open',
    ...(verifies ? { verifies } : {}),
  })
