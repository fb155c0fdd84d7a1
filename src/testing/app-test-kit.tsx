import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { mockControl } from '../api/mock-control'
import { forgetDeal } from '../state/deal-detail'
import { forgetEarlyCalls } from '../state/early-calls'
import { forgetMenu } from '../state/menu'
import { resetSession, signIn } from '../state/session'
import { confirmRequest, notices } from '../state/ui'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { Notices } from '../ui/notices'

/**
 * Test helpers for the customer's deal screens (component tests run the real client against the in-process mock,
 * see tests/setup/unit.ts). Not shipped: only *.test.tsx files import this.
 */

/** Signs a seed persona in through the mock's control API, as the demo panel does. */
export async function signInPersona(email: string) {
  const res = await mockControl.signInAs(email)
  signIn(res.access_token, res.user)
  return res.user
}

/** Renders `ui` inside a memory router at `path`, with the confirm dialog and the notices the app shell provides. */
export function renderInApp(ui: ReactNode, path = '/') {
  const location = memoryLocation({ path, record: true })
  const view = render(
    <Router hook={location.hook}>
      {ui}
      <ConfirmDialog />
      <Notices />
    </Router>,
  )
  return { ...view, location }
}

/** Back to a signed-out app with no open dialog, message or early image. */
export function resetApp() {
  resetSession()
  forgetMenu()
  forgetDeal()
  forgetEarlyCalls()
  // The images a route started early (route-data.ts): test files share one document.
  document.head.querySelectorAll('link[rel=preload][as=image]').forEach((l) => l.remove())
  notices.value = []
  confirmRequest.value = null
}
