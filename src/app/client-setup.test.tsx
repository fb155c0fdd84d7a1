import { act, render, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Route, Switch, useLocation } from 'wouter'
import { server } from '../../mock-server/node'
import { authenticate, getCustomer } from '../api/auth'
import { type } from 'arktype'
import { TOKEN_KEY, call, configureClient } from '../api/client'
import { probeEndpoint } from '../testing/probe-endpoint'
import { mockControl } from '../api/mock-control'
import { refreshSignedInUser } from '../features/auth/session-refresh'
import { DEFAULT_USER_IMAGE, PLACE_KEY, choosePlace, resetDeals, resetSession, session, signIn } from '../state/session'
import { busyCalls } from '../state/ui'
import { LoaderBar } from '../ui/loader-bar'
import { setUpClient } from './client-setup'
import { COUNTRY_CENTRE } from '../lib/distance'

const API = 'http://localhost/api'

/** The pieces of the app the wiring touches: the page loader and a router on the browser location (as in App). */
function Where() {
  const [location] = useLocation()
  return <p data-testid="location">{location}</p>
}
function renderApp(at: string) {
  window.history.replaceState(null, '', at)
  return render(
    <>
      <LoaderBar />
      <Switch>
        <Route path="/">home</Route>
        <Route path="/404">not found</Route>
        <Route>elsewhere</Route>
      </Switch>
      <Where />
    </>,
  )
}
const where = () => screen.getByTestId('location').textContent
const loader = () => screen.getByTestId('page-loader')

/** A handler that answers only when the test lets it. */
function gated(path: string, answer: () => Response) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  server.use(
    http.post(`${API}/${path}`, async () => {
      await gate
      return answer()
    }),
  )
  return () => act(async () => open())
}

beforeEach(() => {
  setUpClient()
  busyCalls.value = 0
})
afterEach(() => {
  resetSession()
  resetDeals()
  configureClient({
    hooks: {
      onUnauthorized: () => {},
      onNotAcceptable: () => {},
      onBusyChange: () => {},
      location: () => COUNTRY_CENTRE,
    },
  })
  window.history.replaceState(null, '', '/')
})

describe('client wiring (spec 1 §7-8)', () => {
  it('a 401 for a signed-in user resets the session (spec 1 §4) and goes to the root', async () => {
    const res = await mockControl.signInAs('customer@example.com')
    signIn(res.access_token, res.user)
    session.notification = [{ id: 1 }]
    session.notificationsCount = 5
    session.mywishlist = [1]
    session.Mydeallist = [2]
    session.profile = { full_name: 'Priya' }
    session.featured_vendor = [1]
    session.top_menu_cateogry = [1]
    session.slider_category = [1]
    session.PayDealInfo.totalAmount = 120
    choosePlace({ id: 7, name: 'Pune' }, { latitude: 18.52, longitude: 73.85 })
    renderApp('/my-account')
    expect(where()).toBe('/my-account')
    // The server no longer knows the token (expired or revoked): get-user answers 401.
    localStorage.setItem(TOKEN_KEY, 'revoked-token')

    await act(() => refreshSignedInUser())

    expect(localStorage.getItem(TOKEN_KEY)).toBeNull()
    expect(session).toMatchObject({
      userLoggedIn: false,
      userInfo: { userType: 0 },
      userImage: DEFAULT_USER_IMAGE,
      profile: null,
      notification: [],
      notificationsCount: 0,
      mywishlist: [],
      Mydeallist: [],
      referralCode: '',
      organization: null,
      address: null,
      featured_vendor: [],
      top_menu_cateogry: [],
      slider_category: [],
    })
    expect(session.PayDealInfo).toEqual({
      dealInfo: {},
      partialPayment: false,
      totalAmount: 0,
      showPartialPayment: true,
      reference_code: '',
    })
    // The chosen place is not on the reset list.
    expect(session.currentPosition).toEqual({ id: 7, name: 'Pune' })
    expect(localStorage.getItem(PLACE_KEY)).not.toBeNull()
    expect(window.location.pathname).toBe('/')
    expect(where()).toBe('/')
    expect(screen.getByText('home')).toBeInTheDocument()
    expect(loader()).not.toHaveClass('is-busy')
  })

  it('a 401 while signed out is passed to the caller: no reset, no navigation', async () => {
    session.top_menu_cateogry = [{ id: 1 }]
    server.use(
      http.post(`${API}/customer/authenticate`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
    )
    renderApp('/c/food')
    await expect(authenticate('customer', { username: 'someone@example.com' })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthenticated.',
    })
    expect(where()).toBe('/c/food')
    expect(session.top_menu_cateogry).toEqual([{ id: 1 }])
  })

  it('a 406 goes to /404', async () => {
    const res = await mockControl.signInAs('customer@example.com')
    signIn(res.access_token, res.user)
    server.use(
      http.post(`${API}/customer/get-user`, () => HttpResponse.json({ message: 'Not Acceptable' }, { status: 406 })),
    )
    renderApp('/my-account')
    await act(async () => {
      await expect(getCustomer()).rejects.toMatchObject({ status: 406 })
    })
    expect(window.location.pathname).toBe('/404')
    expect(where()).toBe('/404')
    expect(screen.getByText('not found')).toBeInTheDocument()
    // A 406 is not a sign-out.
    expect(session.userLoggedIn).toBe(true)
  })

  it('the page loader is busy while a call runs and idle after it, also when it fails', async () => {
    renderApp('/')
    // For the eye only, busy or not (a screen says it is loading itself; docs/decisions/accessibility.md).
    expect(loader()).toHaveAttribute('aria-hidden', 'true')
    expect(loader()).not.toHaveClass('is-busy')

    const answer = gated('customer/authenticate', () =>
      HttpResponse.json({ success: true, message: 'Otp sent successfully', id: 'abc' }),
    )
    const pending = authenticate('customer', { username: 'customer@example.com' })
    await waitFor(() => expect(loader()).toHaveClass('is-busy'))
    expect(loader()).toHaveAttribute('aria-hidden', 'true')
    await answer()
    await act(async () => {
      await expect(pending).resolves.toMatchObject({ id: 'abc' })
    })
    expect(loader()).toHaveAttribute('aria-hidden', 'true')
    expect(loader()).not.toHaveClass('is-busy')

    const refuse = gated('customer/authenticate', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }))
    const failing = authenticate('customer', { username: 'customer@example.com' }).catch((e: unknown) => e)
    await waitFor(() => expect(loader()).toHaveClass('is-busy'))
    await refuse()
    await act(async () => {
      expect(await failing).toMatchObject({ status: 500 })
    })
    expect(loader()).not.toHaveClass('is-busy')
    expect(busyCalls.value).toBe(0)
  })

  it('the loader stays busy until the last of two overlapping calls ends', async () => {
    renderApp('/')
    const first = gated('customer/authenticate', () => HttpResponse.json({ success: true, message: 'ok', id: 'one' }))
    const second = gated('vendor/authenticate', () => HttpResponse.json({ success: true, message: 'ok', id: 'two' }))
    const a = authenticate('customer', { username: 'customer@example.com' })
    const b = authenticate('vendor', { username: 'vendor@example.com' })
    await waitFor(() => expect(busyCalls.value).toBe(2))
    await first()
    await act(() => a)
    expect(loader()).toHaveClass('is-busy')
    await second()
    await act(() => b)
    expect(loader()).not.toHaveClass('is-busy')
  })

  it('listing calls send the chosen position', async () => {
    let latitude: string | null = null
    server.use(
      http.post(`${API}/probe-listing`, ({ request }) => {
        latitude = request.headers.get('latitude')
        return HttpResponse.json({ ok: true })
      }),
    )
    choosePlace({ id: 7, name: 'Pune' }, { latitude: 18.52, longitude: 73.85 })
    await call(probeEndpoint('probe-listing', { location: true }), type({ ok: 'boolean' }))
    expect(latitude).toBe('18.52')
  })

  it("without a position, listing calls measure from the chosen city's centre, else the country's", async () => {
    const sent: Array<[string | null, string | null]> = []
    server.use(
      http.post(`${API}/probe-listing`, ({ request }) => {
        sent.push([request.headers.get('latitude'), request.headers.get('longitude')])
        return HttpResponse.json({ ok: true })
      }),
    )
    choosePlace({ id: 1, name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946 }, null)
    await call(probeEndpoint('probe-listing', { location: true }), type({ ok: 'boolean' }))
    choosePlace(null, null)
    await call(probeEndpoint('probe-listing', { location: true }), type({ ok: 'boolean' }))
    expect(sent).toEqual([
      ['12.9716', '77.5946'],
      [String(COUNTRY_CENTRE.latitude), String(COUNTRY_CENTRE.longitude)],
    ])
  })
})
