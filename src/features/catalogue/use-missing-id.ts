import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { paths } from '../../lib/paths'
import { WARNING_MS, notify } from '../../state/ui'

/** A route without its id: the warning 'Something went wrong' for 2 seconds, then home (spec 2 §2 and §8). */
export function useMissingIdRedirect(id: string | undefined): boolean {
  const missing = !id?.trim()
  const [, navigate] = useLocation()
  useEffect(() => {
    if (!missing) return
    notify('warning', 'Something went wrong', undefined, WARNING_MS)
    const timer = setTimeout(() => navigate(paths.home(), { replace: true }), WARNING_MS)
    return () => clearTimeout(timer)
  }, [missing, navigate])
  return missing
}
