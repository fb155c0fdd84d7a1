import { useSignals } from '@preact/signals-react/runtime'
import { busyCalls } from '../state/ui'

/** The page-level loader: a thin bar at the top while any call runs (spec 1 §7). */
export function LoaderBar() {
  useSignals()
  const busy = busyCalls.value > 0
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
