/**
 * Whether a build or the dev server runs the demo's in-page mock (VITE_API_MOCKING), decided once for vite.config.ts.
 * Asked for (`on` or `off`, in the environment or a .env file): as asked. Otherwise by Vite's mode: `vite build`
 * (mode production, what `npm run build` runs) is the real app with no mock; `npm start` (development) and
 * `npm run build:demo` (mode demo) run the mock. A real API base together with the mock is refused in a build and
 * warned about in the dev server: the mock's service worker would answer every call while the network panel shows the
 * real URL (docs/decisions/platform.md, "Build modes").
 */
export type ApiMocking = 'on' | 'off'

export function apiMocking(mode: string, asked: string | undefined): ApiMocking {
  const given = asked?.trim().toLowerCase()
  if (given === 'on' || given === 'off') return given
  if (given) throw new Error(`VITE_API_MOCKING must be on or off, not "${asked}".`)
  return mode === 'production' ? 'off' : 'on'
}

/** A base URL that leaves the page's own origin: a real backend, not the mock's `/api`. */
const isRealApi = (base: string | undefined) => /^https?:\/\//i.test(base?.trim() ?? '')

/** The line to fail a build with (or warn the dev server with) when the mock would stand in front of a real API. */
export function mixedApiProblem(mocking: ApiMocking, base: string | undefined): string | null {
  if (mocking === 'off' || !isRealApi(base)) return null
  return (
    `VITE_API_BASE_URL=${base!.trim()} is a real API, but this build runs the demo's in-page mock (VITE_API_MOCKING on): ` +
    'its service worker would answer every call to that URL while the network panel shows the real one. ' +
    'For the real API: npm run build (mocking off). For the demo: npm run build:demo without VITE_API_BASE_URL.'
  )
}
