import { lazy, Suspense } from 'react'
import type { SignupSlot } from '../ui/signup-slot'
import { Loading } from '../ui/states'

// The sign-up forms (and, when a card is picked, the cropper) load only when a sign-up panel opens.
const SignupPanel = lazy(() => import('../features/signup/signup-panel'))

export const signupSlot: SignupSlot = (props) => (
  <Suspense fallback={<Loading label="Opening sign-up…" />}>
    <SignupPanel {...props} />
  </Suspense>
)
