import { verifyOtpResponse } from '../../src/api/schemas/auth'
import {
  mockActionResponse,
  mockClock,
  mockClockMove,
  mockServerFacts,
  mockSettings,
  outboxResponse,
  personaSignInRequest,
  personasResponse,
  providerStateAnswer,
  providerStateRequest,
  requestLogResponse,
  staffActionRequest,
  staffApproveRequest,
  staffQueueResponse,
} from '../../src/api/schemas/mock-control'
import { providerCalendar, refuseStatesOverDataFile, setUpProviderState } from './provider-states'
import { serverFacts } from './server-facts'
import { clearRequestLog, loggedRequests } from './request-log'
import { staffKind, staffKindNames, staffQueue } from './staff-queue'
import { clearFaults, mockServerSettingsUpdate, settings, updateSettings } from './settings'
import { db } from '../store/db'
import { personas } from '../store/personas'
import { seed } from '../store/seed'
import { issueToken } from '../areas/auth/rules'
import { clearThrottle } from '../areas/auth/throttle'
import { advanceClock, clockState, resetClock } from '../clock/clock'
import { invalidField } from '../kit/http-error'
import { endpoint } from '../kit/endpoint'
import { sessionUser } from '../areas/auth/present-user'
import { MOCK_CONTROL } from '../../src/api/mock-control-endpoints'

/**
 * /api/__mock/...: the demo panel's and the tests' handle on the mock. Not part of the real backend. Persona sign-in
 * issues a token directly, so it is not throttled; the standalone server guards these routes off loopback (http.ts).
 */
export const controlHandlers = [
  endpoint(MOCK_CONTROL['POST __mock/reset'], { access: 'guest', response: mockActionResponse }, async () => {
    await seed(serverFacts.seed)
    clearFaults()
    clearThrottle()
    clearRequestLog()
    return { ok: true }
  }),
  // The request log, newest first; ?status=4xx (a class) or ?status=422 (a code) filters it.
  endpoint(
    MOCK_CONTROL['GET __mock/requests'],
    { reads: true, access: 'guest', response: requestLogResponse },
    ({ request }) => ({
      requests: loggedRequests(new URL(request.url).searchParams.get('status')),
    }),
  ),
  endpoint(MOCK_CONTROL['GET __mock/outbox'], { reads: true, access: 'guest', response: outboxResponse }, () => ({
    messages: db.outbox.findMany(undefined, { orderBy: { id: 'desc' } }),
  })),
  endpoint(MOCK_CONTROL['GET __mock/personas'], { reads: true, access: 'guest', response: personasResponse }, () => ({
    personas: [...personas],
  })),
  endpoint(
    MOCK_CONTROL['POST __mock/personas/sign-in'],
    { body: personaSignInRequest, access: 'guest', response: verifyOtpResponse },
    async ({ body }) => {
      const user = db.users.findFirst((q) => q.where({ email: body.email }))
      if (!user || !personas.some((p) => p.email === body.email))
        throw invalidField('email', 'No persona with this email.')
      return { access_token: await issueToken(user), token_type: 'Bearer', user: sessionUser(user) }
    },
  ),
  // The demo clock: every time-based rule reads it; it only moves forward, or back to real time.
  endpoint(MOCK_CONTROL['GET __mock/clock'], { reads: true, access: 'guest', response: mockClock }, () => clockState()),
  endpoint(
    MOCK_CONTROL['POST __mock/clock'],
    { body: mockClockMove, access: 'guest', response: mockClock },
    ({ body }) => (body.reset === true ? resetClock() : advanceClock(body.advance_days)),
  ),
  endpoint(MOCK_CONTROL['GET __mock/server'], { reads: true, access: 'guest', response: mockServerFacts }, () => ({
    data_file: serverFacts.dataFile,
    seed_deals: serverFacts.seed.deals ?? null,
  })),
  endpoint(
    MOCK_CONTROL['GET __mock/settings'],
    { reads: true, access: 'guest', response: mockSettings },
    () => settings,
  ),
  endpoint(
    MOCK_CONTROL['POST __mock/settings'],
    { body: mockServerSettingsUpdate, access: 'guest', response: mockSettings },
    ({ body }) => updateSettings(body),
  ),
  endpoint(
    MOCK_CONTROL['POST __mock/provider-state'],
    { body: providerStateRequest, access: 'guest', response: providerStateAnswer },
    async ({ body }) => {
      // Refused over a data file, teardown included: a verifier's run against it stops at its first state.
      refuseStatesOverDataFile(serverFacts.dataFile)
      clearThrottle()
      if (body.action !== 'teardown') await setUpProviderState(body.state, body.params)
      return { ok: true, ...providerCalendar() }
    },
  ),
  // The staff the spec does not show: one queue of every kind of item waiting for them (demo panel, e2e).
  endpoint(
    MOCK_CONTROL['GET __mock/staff/queue'],
    { reads: true, access: 'guest', response: staffQueueResponse },
    ({ request }) => {
      const query = new URL(request.url).searchParams
      return {
        ...staffQueue({ kind: query.get('kind') ?? undefined, search: query.get('search') ?? undefined }),
        kinds: staffKindNames(),
      }
    },
  ),
  endpoint(
    MOCK_CONTROL['POST __mock/staff/{kind}/{id}/approve'],
    { body: staffApproveRequest, access: 'guest', response: mockActionResponse },
    async ({ params, body }) => {
      await staffKind(params.kind ?? '').approve(params.id ?? '', body)
      return { ok: true }
    },
  ),
  endpoint(
    MOCK_CONTROL['POST __mock/staff/{kind}/{id}/reject'],
    { body: staffActionRequest, access: 'guest', response: mockActionResponse },
    async ({ params, body }) => {
      await staffKind(params.kind ?? '').reject(params.id ?? '', body)
      return { ok: true }
    },
  ),
]
