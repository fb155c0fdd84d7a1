import { useEffect, useState, type ReactNode } from 'react'

/**
 * Renders `children` once the browser is idle after the first paint, `placeholder` until then: for parts below the fold
 * whose code (a form library, its rules) should not compete with the first screen. The placeholder keeps the final
 * size so nothing moves when the part arrives.
 */
export function WhenIdle({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 3000 })
      return () => cancelIdleCallback(id)
    }
    const id = setTimeout(() => setIdle(true), 200)
    return () => clearTimeout(id)
  }, [])
  return <>{idle ? children : placeholder}</>
}
