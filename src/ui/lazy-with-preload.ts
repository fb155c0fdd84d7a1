import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own `lazy` takes any component type
type AnyComponent = ComponentType<any>

export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the chunk; resolves when it is in (the browser loads a module once, however often it is asked). */
  preload: () => Promise<unknown>
}

/**
 * React's `lazy`, with `preload()` to start the chunk before React reaches the component. A chunk already in when React
 * first renders the component is handed over in that same render (a thenable that answers at once), so nothing
 * suspends. Suspending costs more than the wait: once a Suspense boundary has shown its fallback, React holds the
 * content back until 300 ms after it (its fallback throttle), which on a first load of the deal page put its largest
 * paint half a second after its chunk had arrived (docs/decisions/performance.md, "The first screen").
 */
export function lazyWithPreload<T extends AnyComponent>(load: () => Promise<{ default: T }>): PreloadableLazy<T> {
  let loaded: { default: T } | undefined
  const preload = () => load().then((module) => (loaded = module))
  const component = lazy(() =>
    loaded ? ({ then: (take: (m: { default: T }) => void) => take(loaded!) } as Promise<{ default: T }>) : preload(),
  )
  return Object.assign(component, { preload })
}
