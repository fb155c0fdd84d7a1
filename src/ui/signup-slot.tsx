import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { Role } from '../lib/user-type'

/**
 * The seam where the app puts the sign-up forms into the header's side panels (docs/decisions/composition.md): the auth
 * feature renders the slot, src/app fills it with the signup feature, loaded when the panel first opens.
 */
export type SignupSlot = ComponentType<{ role: Role }>

const SignupSlotContext = createContext<SignupSlot | null>(null)

export function SignupSlotProvider({ slot, children }: { slot: SignupSlot; children: ReactNode }) {
  return <SignupSlotContext.Provider value={slot}>{children}</SignupSlotContext.Provider>
}

export const useSignupSlot = () => useContext(SignupSlotContext)
