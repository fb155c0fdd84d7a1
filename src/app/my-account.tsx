import MyAccountScreen from '../features/profile/my-account-screen'
import { PlanGrid } from '../features/membership/plan-grid'

/** /my-account: the profile with the membership plan grid in its slot (features never import each other). */
export default function MyAccount() {
  return <MyAccountScreen planGrid={(role, current) => <PlanGrid role={role} currentPlanId={current} />} />
}
