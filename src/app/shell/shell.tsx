import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, type ReactNode } from 'react'
import { openPanel } from '../../state/ui'
import { Footer } from './footer'
import { Header } from './header'
import './shell.css'

// The login, OTP and sign-up panels (and their forms' rules) load when one is first opened, not with every page.
const AuthPanels = lazy(() => import('../../features/auth/auth-panels'))

/** Header, routed content, footer (spec 1 §2). */
export function Shell({ children }: { children: ReactNode }) {
  useSignals()
  return (
    <div className="app-frame">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Header />
      <main id="main" className="content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {openPanel.value && (
        <Suspense fallback={null}>
          <AuthPanels />
        </Suspense>
      )}
    </div>
  )
}
