import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while the build prerenders the shell and while React hydrates it in the page; true otherwise. What only a
 * browser knows (voice search support, a call already under way) waits for it, so hydration meets the markup the
 * prerender drew and React updates it right after (useSyncExternalStore's server snapshot does exactly this).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
