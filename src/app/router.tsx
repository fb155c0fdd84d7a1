import { lazy, Suspense, useEffect, useLayoutEffect, useMemo } from 'react'
import { Redirect, Route, Switch, useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { session } from '../state/session'
import { Loading, ScreenState } from '../ui/states'
import { scrollToHashOrTop } from './scroll-to-hash'
import { routeData } from './route-data'
import { opensFor, renderScreen, routes as table, type RouteDef } from './routes'
import { Shell } from './shell/shell'
import { paths } from '../lib/paths'

// Loaded when someone opens another role's screen: nobody's first load needs it (home's up-front budget).
const RouteRefusal = lazy(() => import('./role-refusals'))

// Page views only with an analytics id (spec 1 §2, analytics.ts): a build without one does not even carry the tag's code.
const withAnalytics = Boolean(import.meta.env.VITE_ANALYTICS_ID?.trim())

const blankPaths = new Set<string>(table.filter((r) => r.layout === 'blank').map((r) => r.path))

/** Navigation scrolls to the top, or to the hash when there is one (spec 1 §2). */
function ScrollAndTrack() {
  const [location] = useLocation()
  useEffect(() => {
    if (withAnalytics) void import('./analytics').then((a) => a.trackPageView(location))
    return scrollToHashOrTop(window.location.hash)
  }, [location])
  // A link to a part of the page already open (/dashboard#your-deals from /dashboard) changes only the hash, which
  // useLocation does not report: scroll to it on wouter's history events too.
  useEffect(() => {
    let path = window.location.pathname
    const onNavigate = () => {
      const samePath = window.location.pathname === path
      path = window.location.pathname
      if (samePath && window.location.hash) scrollToHashOrTop(window.location.hash)
    }
    const events = ['pushState', 'replaceState', 'hashchange'] as const
    for (const e of events) window.addEventListener(e, onNavigate)
    return () => {
      for (const e of events) window.removeEventListener(e, onNavigate)
    }
  }, [])
  return null
}

/**
 * A route as its access says (the route table): a guest on a sign-in route goes home; someone signed in as the other
 * role reads the route's refusal, and the screen (and its calls) never starts.
 */
export function Guarded({ route, params }: { route: RouteDef; params: Record<string, string | undefined> }) {
  const snap = useSnapshot(session)
  const { signedIn, theirs, allowed } = opensFor(route, snap)
  const paramsKey = JSON.stringify(params)
  // The route's data starts with the route, while the screen's chunk is still loading; a layout effect, so that with a
  // screen already loaded (the page's first route) it runs before the screen's own call takes the page load's answer,
  // which it would otherwise ask for again.
  useLayoutEffect(() => {
    if (allowed) routeData[route.path]?.(JSON.parse(paramsKey) as Record<string, string | undefined>)
  }, [allowed, route.path, paramsKey])
  // The same element while the route and its params are: a re-render of this guard (the session changing) then does
  // not reach the screen. Reaching a screen whose chunk was still loading while hydrating the prerendered shell, it
  // made React throw the prerendered home away and render it again (docs/decisions/performance.md, "Hydration kept").
  const screen = useMemo(
    () => (
      <Suspense
        fallback={
          <ScreenState heading="Loading…">
            <Loading />
          </ScreenState>
        }
      >
        {renderScreen(route, JSON.parse(paramsKey) as Record<string, string | undefined>)}
      </Suspense>
    ),
    [route, paramsKey],
  )
  // A guest who opens a sign-in route is sent home.
  if (!signedIn) return <Redirect to={paths.home()} replace />
  if (!theirs && route.refusal)
    return (
      <Suspense fallback={null}>
        <RouteRefusal {...route.refusal} />
      </Suspense>
    )
  if (!theirs) return <Redirect to={paths.dashboard()} replace />
  return screen
}

function Routes() {
  return (
    <Switch>
      {table.map((route) => (
        <Route key={route.path} path={route.idOptional ? `${route.path}?` : route.path}>
          {(params) => <Guarded route={route} params={params as Record<string, string | undefined>} />}
        </Route>
      ))}
      {/* Any unknown path goes home. */}
      <Route>
        <Redirect to={paths.home()} replace />
      </Route>
    </Switch>
  )
}

export function AppRouter() {
  const [location] = useLocation()
  // The shell stays mounted across navigation; the blank layout (mobile embedded views) has no header or footer.
  return (
    <>
      <ScrollAndTrack />
      {blankPaths.has(location) ? (
        <main className="blank-layout">
          <Routes />
        </main>
      ) : (
        <Shell>
          <Routes />
        </Shell>
      )}
    </>
  )
}
