import type { Role } from '../lib/user-type'
import { lazySchemas } from './client'
import { defineCall } from './define-call'
import type { OperationTexts } from './operation-text'

// Response schemas load only when answers are checked (development, tests); production ships none.
const membershipSchemas = lazySchemas(() => import('./schemas/membership'))

/** POST {role}/membership-plan-list: the plans (with their margins per payment method) and the payment types. */
export const membershipPlanList = defineCall(
  'POST {role}/membership-plan-list',
  membershipSchemas,
  'membershipPlanListResponse',
  (role: Role) => ({
    params: { role },
  }),
)

/** GET {role}/load-hola-categories: the plans alone. */
export const loadHolaCategories = defineCall(
  'GET {role}/load-hola-categories',
  membershipSchemas,
  'loadHolaCategoriesResponse',
  (role: Role) => ({
    params: { role },
  }),
)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST {role}/membership-plan-list': {
    summary: 'The membership plans and how they can be paid',
    description: 'Spec 1 §3, §7: `planList` (the Hola categories with their prices) and `payment_type`.',
  },
  'GET {role}/load-hola-categories': {
    summary: 'The membership plans (Hola categories)',
    description: 'Spec 1 §7: `planList`.',
  },
} satisfies OperationTexts<typeof import('./membership')>
