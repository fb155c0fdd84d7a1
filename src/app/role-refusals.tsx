import { RoleRefusal } from '../ui/role-refusal'

/**
 * Why a role's screen is not someone else's (spec 3 §6: advertisements, commission and correcting a deal are an
 * outlet's). Loaded only when someone opens another role's screen: nobody's first load needs these words.
 */
export const REFUSALS = {
  ads: {
    text: 'Advertisements put an outlet’s deals in front of more students; they are for vendors.',
    className: 'ads',
  },
  commission: {
    text: 'Commission is what an outlet owes Hola on the cash it took for deals; it is for vendors.',
    className: 'commission',
  },
  'correct-deal': {
    text: 'Correcting a deal is for the outlet that sells it.',
    className: 'deal-form-page correct-deal',
  },
} as const

export type RefusalReason = keyof typeof REFUSALS

/** The refusal a route names (routes.tsx): its screen's heading and the reason's words. */
export default function RouteRefusal({ title, reason }: { title: string; reason: RefusalReason }) {
  return <RoleRefusal title={title} {...REFUSALS[reason]} />
}
