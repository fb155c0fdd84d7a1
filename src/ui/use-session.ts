import { useSnapshot } from 'valtio'
import { session, sessionAtHydration } from '../state/session'
import { useHydrated } from './use-hydrated'

/**
 * The session, re-rendering when what the caller reads of it changes; while React hydrates the prerendered shell, the
 * session that shell was drawn for. Home's screen hydrates when its chunk arrives, and by then the app may have placed
 * the visitor (their position granted): drawn from the live session, its heading no longer matched the painted one,
 * and React threw the painted screen away with an error (#418). React renders the live session right after.
 */
export function useSession() {
  const live = useSnapshot(session)
  const painted = sessionAtHydration()
  return useHydrated() || !painted ? live : painted
}
