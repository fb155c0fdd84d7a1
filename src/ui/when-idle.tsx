import { useEffect, useState, type ReactNode } from 'react'

/**
 * Resolves once the browser is idle after the first paint (at the latest after `timeout` ms): for work below the fold
 * that should not compete with the first screen, such as the footer's links and its newsletter form.
 */
export function afterIdle(timeout = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout })
    else setTimeout(resolve, 200)
  })
}

/**
 * Renders `children` once the browser is idle after the first paint, `placeholder` until then: for parts below the fold
 * whose code (a form library, its rules) should not compete with the first screen. The placeholder keeps the final
 * size so nothing moves when the part arrives.
 */
export function WhenIdle({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    let live = true
    void afterIdle().then(() => live && setIdle(true))
    return () => {
      live = false
    }
  }, [])
  return <>{idle ? children : placeholder}</>
}
