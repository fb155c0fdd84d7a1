import { useSignals } from '@preact/signals-react/runtime'
import { busyCalls } from '../state/ui'
import { useHydrated } from './use-hydrated'

/** The page-level loader: a thin bar at the top while any call runs (spec 1 §7). */
export function LoaderBar() {
  useSignals()
  // Home's first call starts before React hydrates the prerendered (idle) bar: the bar shows it once hydrated.
  const busy = useHydrated() && busyCalls.value > 0
  return (
    <div
      className={busy ? 'loader-bar is-busy' : 'loader-bar'}
      role="progressbar"
      aria-hidden={!busy}
      aria-label="Loading"
      data-testid="page-loader"
    />
  )
}
