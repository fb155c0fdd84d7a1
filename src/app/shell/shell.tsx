import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, type ReactNode } from 'react'
import { openPanel } from '../../state/ui'
import { usePagePrompt } from '../../ui/page-prompt-slot'
import { useReferralLink } from '../referral-link'
import { Footer } from './footer'
import { Header } from './header'
import './shell.css'

// The login, OTP and sign-up panels (and their forms' rules) load when one is first opened, not with every page.
const AuthPanels = lazy(() => import('../../features/auth/auth-panels'))

/** Header, routed content, footer (spec 1 §2), and the page prompt the app puts in its slot. */
export function Shell({ children }: { children: ReactNode }) {
  useSignals()
  const prompt = usePagePrompt()
  useReferralLink()
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
      {prompt}
      {openPanel.value && (
        <Suspense fallback={null}>
          <AuthPanels />
        </Suspense>
      )}
    </div>
  )
}
