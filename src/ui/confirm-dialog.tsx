import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense } from 'react'
import { confirmRequest } from '../state/ui'

// The dialog's body (and the modal) load with the first confirm() asked, not with every page.
const ConfirmDialogBody = lazy(() => import('./confirm-dialog-body'))

/** Renders the open confirm() request (spec: confirm button colour #363445). */
export function ConfirmDialog() {
  useSignals()
  const req = confirmRequest.value
  if (!req) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody req={req} />
    </Suspense>
  )
}
