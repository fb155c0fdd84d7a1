import { lazy, Suspense, type ReactNode } from 'react'
import { Footer } from './footer'
import { Header } from './header'

const AuthPanels = lazy(() => import('../../features/auth/auth-panels'))

/** Header, routed content, footer (spec 1 §2). */
export function Shell({ children }: { children: ReactNode }) {
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
      <Suspense fallback={null}>
        <AuthPanels />
      </Suspense>
    </div>
  )
}
