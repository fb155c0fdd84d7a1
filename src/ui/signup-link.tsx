import type { ReactNode } from 'react'
import type { Role } from '../lib/user-type'
import { openPanel } from '../state/ui'

/** A link-styled button that opens the header's sign-up panel for a student or a vendor (login, demo, deal pages). */
export function SignupLink({ role, children }: { role: Role; children: ReactNode }) {
  return (
    <button type="button" className="link-button" onClick={() => (openPanel.value = { kind: 'signup', role })}>
      {children}
    </button>
  )
}
