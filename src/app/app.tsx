import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react'
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
import { accountChecked } from '../state/account-checked'
import { useViewer } from '../state/session'
import { useHydrated } from '../ui/use-hydrated'
import { usePageSettled } from '../ui/use-page-settled'

// The demo panel exists only when the mock backend runs; with mocking off it is not even in the bundle.
const DemoPanel = import.meta.env.VITE_API_MOCKING !== 'off' ? lazy(() => import('../features/demo/demo-panel')) : null

/**
 * The service worker, the new-version banner and the install offer: once the page has settled (its first screen in),
 * in a chunk of its own. A build with VITE_APP_WORKER=off leaves it out: bench/lighthouse.ts measures that baseline beside the app, so
 * what the registration costs is seen in the same run (docs/decisions/installable-app.md: the scores stay put).
 */
const InstallableApp = import.meta.env.VITE_APP_WORKER !== 'off' ? lazy(() => import('./installable-app')) : null

// The prompts a signed-in vendor may get (re-verification), with their rules: loaded for a vendor only.
const AccountPrompts = lazy(() => import('./account-prompts'))

function VendorPrompts() {
  return useViewer().viewer === 'vendor' ? (
    <Suspense fallback={null}>
      <AccountPrompts />
    </Suspense>
  ) : null
}

function WhenSettled({ children }: { children: ReactNode }) {
  return usePageSettled() ? <Suspense fallback={null}>{children}</Suspense> : null
}

/**
 * The panel is never in the prerendered shell: its button appears once the app (and the mock) answer a click. Drawn
 * at build time it stood there while the mock started, and a first click on it could be lost. Its own component: the
 * switch after hydration is a synchronous re-render of whoever reads `useHydrated`; read in App, it re-rendered the
 * whole tree at once and hydrated home's screen in that one task (docs/decisions/performance.md).
 */
function LiveDemoPanel({ Panel }: { Panel: ComponentType }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null
}

export function App() {
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
          <PagePromptProvider prompt={<VendorPrompts />}>
            <AppRouter />
          </PagePromptProvider>
        </SignupSlotProvider>
      </DealSlotsProvider>
      <ConfirmDialog />
      <Notices />
      {DemoPanel && <LiveDemoPanel Panel={DemoPanel} />}
      {InstallableApp && (
        <WhenSettled>
          <InstallableApp />
        </WhenSettled>
      )}
    </>
  )
}
