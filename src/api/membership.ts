import type { Role } from '../lib/user-type'
import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'

// Response schemas load only when answers are checked (development, tests); production ships none.
const membershipSchemas = lazySchemas(() => import('./schemas/membership'))

/** POST {role}/membership-plan-list: the plans (with their margins per payment method) and the payment types. */
export const membershipPlanList = (role: Role) =>
  call(ENDPOINTS['POST {role}/membership-plan-list'], membershipSchemas('membershipPlanListResponse'), {
    params: { role },
  })

/** GET {role}/load-hola-categories: the plans alone. */
export const loadHolaCategories = (role: Role) =>
  call(ENDPOINTS['GET {role}/load-hola-categories'], membershipSchemas('loadHolaCategoriesResponse'), {
    params: { role },
  })
