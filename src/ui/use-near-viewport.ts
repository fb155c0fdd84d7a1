import { startTransition, useEffect, useState, type RefObject } from 'react'

/** How far below the viewport content starts rendering: half a screen, ahead of a scroll. */
const NEAR_MARGIN = '0px 0px 50% 0px'

/**
 * True once the element comes within half a screen of the viewport (or at once when `initially` is set, or where
 * IntersectionObserver is missing). Content below the fold renders when it is about to be seen, not during the first
 * load; the switch is a transition, so React yields to input while rendering it.
 */
export function useNearViewport(ref: RefObject<Element | null>, initially = false): boolean {
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        observer.disconnect()
        startTransition(() => setNear(true))
      },
      { rootMargin: NEAR_MARGIN },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}
