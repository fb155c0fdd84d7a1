import { lazy, Suspense, useEffect } from 'react'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { LoaderBar } from '../ui/loader-bar'
import { Notices } from '../ui/notices'
import { refreshSignedInUser } from '../features/auth/session-refresh'
import { DealSlotsProvider } from '../ui/deal-slots'
import { dealSlots } from './deal-slots'
import { SignupSlotProvider } from '../ui/signup-slot'
import { signupSlot } from './signup-slot'
import { AppRouter } from './router'
import { PagePromptProvider } from '../ui/page-prompt-slot'
import { AccountPrompts, accountChecked } from './account-prompts'
import { useHydrated } from '../ui/use-hydrated'

// The demo panel exists only when the mock backend runs; with mocking off it is not even in the bundle.
const DemoPanel = import.meta.env.VITE_API_MOCKING !== 'off' ? lazy(() => import('../features/demo/demo-panel')) : null

export function App() {
  // The panel is never in the prerendered shell: its button appears once the app (and the mock) answer a click. Drawn
  // at build time it stood there while the mock started, and a first click on it could be lost.
  const live = useHydrated()
  useEffect(() => {
    void refreshSignedInUser().then((fresh) => (accountChecked.value = fresh))
    // The build's prerendered shell stays inert until now (vite.config.ts, prerenderShell): the app has taken it over.
    document.getElementById('root')?.removeAttribute('inert')
  }, [])
  return (
    <>
      <LoaderBar />
      <DealSlotsProvider slots={dealSlots}>
        <SignupSlotProvider slot={signupSlot}>
          <PagePromptProvider prompt={<AccountPrompts />}>
            <AppRouter />
          </PagePromptProvider>
        </SignupSlotProvider>
      </DealSlotsProvider>
      <ConfirmDialog />
      <Notices />
      {DemoPanel && live && (
        <Suspense fallback={null}>
          <DemoPanel />
        </Suspense>
      )}
    </>
  )
}
