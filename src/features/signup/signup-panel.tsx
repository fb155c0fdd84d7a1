import type { Role } from '../../lib/user-type'
import { CustomerSignupForm } from './customer-signup-form'
import { VendorSignupForm } from './vendor-signup-form'
import './signup.css'

/** The sign-up side panel's content (spec 1 §2): the student form or the vendor form (with its franchise request). */
export default function SignupPanel({ role }: { role: Role }) {
  return (
    <div className="auth-panel signup-panel">{role === 'customer' ? <CustomerSignupForm /> : <VendorSignupForm />}</div>
  )
}
