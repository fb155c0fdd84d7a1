import { loadHolaCategoriesResponse, membershipPlanListResponse } from '../../../src/api/schemas/membership'
import { PAYMENT_METHODS } from '../../../src/lib/payment-methods'
import { planList } from './plans'
import { endpoint } from '../../kit/endpoint'
import { ENDPOINTS } from '../../../src/api/endpoints'

const roles = ['customer', 'vendor'] as const

/** Membership plans (spec 1 §7): customers through customer endpoints, vendors through vendor endpoints (spec 1 §6). */
export const membershipHandlers = roles.flatMap((role) => [
  endpoint(
    ENDPOINTS['POST {role}/membership-plan-list'],
    { reads: true, role, access: role, response: membershipPlanListResponse },
    () => ({
      planList: planList(),
      payment_type: PAYMENT_METHODS.map((p) => ({ ...p })),
    }),
  ),
  endpoint(
    ENDPOINTS['GET {role}/load-hola-categories'],
    { reads: true, role, access: role, response: loadHolaCategoriesResponse },
    () => ({
      planList: planList(),
    }),
  ),
])
