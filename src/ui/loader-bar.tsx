import { useSignals } from '@preact/signals-react/runtime'
import { busyCalls } from '../state/ui'
import { useHydrated } from './use-hydrated'

/**
 * The page-level loader: a thin bar at the top while any call runs (spec 1 §7). It is for the eye only (hidden from
 * assistive technology): a screen says it is loading itself (its loading state, aria-busy), and a progress bar outside
 * the landmarks that came and went with every background call was content outside any landmark (axe's region rule).
 */
export function LoaderBar() {
  useSignals()
  // Home's first call starts before React hydrates the prerendered (idle) bar: the bar shows it once hydrated.
  const busy = useHydrated() && busyCalls.value > 0
  return <div className={busy ? 'loader-bar is-busy' : 'loader-bar'} aria-hidden="true" data-testid="page-loader" />
}
