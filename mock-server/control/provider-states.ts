import { PACT_VALUES, STATES } from '../../contracts/states'
import { db } from '../db'
import { personas } from '../db/personas'
import { seed } from '../db/seed'
import { issueToken, userTypeOf, type Role } from '../domain/auth'
import { clock } from '../domain/clock'
import { OTP_TTL_MS } from '../domain/auth'
import { HttpError } from '../domain/http-error'
import { setUpCatalogueState } from './catalogue-states'
import { setUpCustomerDealState } from './customer-states'
import { setUpVisitorState } from './visitor-states'

type Params = Record<string, unknown>
const str = (p: Params, k: string, fallback: string) => (typeof p[k] === 'string' ? (p[k] as string) : fallback)
const roleParam = (p: Params): Role => (p.role === 'vendor' ? 'vendor' : 'customer')

function personaUser(role: Role) {
  const email = personas.find((p) => p.userType === userTypeOf(role))!.email
  return db.users.findFirst((q) => q.where({ email }), { strict: true })
}

/** Sets up one provider state on top of a fresh seed. Unknown states are a 404 so a misspelt state fails loudly. */
export async function setUpProviderState(state: string, params: Params = {}) {
  await seed()
  switch (state) {
    case STATES.personas:
      return
    case STATES.otpChallenge: {
      const user = personaUser(roleParam(params))
      await db.otpChallenges.create({
        id: str(params, 'id', PACT_VALUES.challengeId),
        user_id: user.id,
        userType: user.userType,
        code: str(params, 'otp', PACT_VALUES.otp),
        expires_at: clock.now() + OTP_TTL_MS,
        failed_attempts: 0,
        status: 'open',
      })
      return
    }
    case STATES.signedIn: {
      const role = roleParam(params)
      await issueToken(personaUser(role), clock.now(), str(params, 'token', role === 'vendor' ? PACT_VALUES.vendorToken : PACT_VALUES.customerToken))
      return
    }
    case STATES.customerSeesDeal:
    case STATES.customerSeesExpiredDeal:
    case STATES.customerSeesSoldOutDeal:
    case STATES.customerKeepsDeal:
    case STATES.customerReviewedDeal:
    case STATES.customerReportedDeal:
    case STATES.unverifiedCustomerSignedIn:
      return setUpCustomerDealState(state, params)
    case STATES.catalogueToFind:
    case STATES.dealHasReviews:
    case STATES.contentPublished:
    case STATES.newsletterSubscribed:
      return setUpVisitorState(state, params)
    case STATES.catalogueListsDeal:
    case STATES.vendorHasPendingDeal:
    case STATES.customerWishesListedDeal:
      return setUpCatalogueState(state, params)
    default:
      throw new HttpError(404, `Unknown provider state: ${state}`)
  }
}
