import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { choosePlace, session } from '../../state/session'
import { notices } from '../../state/ui'
import { LOCATION_DENIED, forgetArrival } from './current-location'
import { PlacePicker } from './place-picker'

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 }

function giveGeolocation(impl: Geolocation['getCurrentPosition']) {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition: vi.fn(impl) }, configurable: true })
}
const grant = () =>
  giveGeolocation((ok) =>
    ok({ coords: { ...KORAMANGALA, accuracy: 20 }, timestamp: Date.now() } as GeolocationPosition),
  )
const deny = () =>
  giveGeolocation((_ok, fail) => fail?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError))

beforeEach(() => {
  // Each test is a new visit (a new tab): the once-per-visit memory of the location warning starts empty.
  sessionStorage.clear()
  forgetArrival()
  choosePlace(null, null)
  notices.value = []
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('city choice', () => {
  it('searches cities and makes the chosen one the current place, keeping the position', async () => {
    grant()
    const user = userEvent.setup()
    render(<PlacePicker />)
    await waitFor(() => expect(session.latlong).toEqual(KORAMANGALA))
    expect(screen.getByRole('button', { name: 'City: Bengaluru' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'City: Bengaluru' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose your city' })
    const cities = await within(dialog).findByRole('list', { name: 'Cities' })
    expect(within(cities).getByRole('button', { name: 'Bengaluru' })).toHaveAttribute('aria-current', 'true')
    expect(within(cities).getByRole('button', { name: 'All cities' })).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Search city'), 'mum')
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Pune' })).not.toBeInTheDocument(), {
      timeout: 3000,
    })
    await user.click(within(dialog).getByRole('button', { name: 'Mumbai' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(session.currentPosition).toEqual({ id: 2, name: 'Mumbai' })
    expect(session.latlong).toEqual(KORAMANGALA)
    expect(screen.getByRole('button', { name: 'City: Mumbai' })).toBeInTheDocument()
  })

  it('says when no city matches, and can go back to every city', async () => {
    deny()
    const user = userEvent.setup()
    choosePlace({ id: 3, name: 'Pune' }, null)
    render(<PlacePicker />)
    await user.click(screen.getByRole('button', { name: 'City: Pune' }))
    const dialog = await screen.findByRole('dialog', { name: 'Choose your city' })
    await user.type(within(dialog).getByLabelText('Search city'), 'Atlantis')
    expect(
      await within(dialog).findByText('No city found for “Atlantis”', undefined, { timeout: 3000 }),
    ).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Search city'))
    await user.click(await within(dialog).findByRole('button', { name: 'All cities' }, { timeout: 3000 }))
    expect(session.currentPosition).toBeNull()
  })
})

describe('current location', () => {
  it('asks on arrival; refused, it shows the spec warning for 6 s and falls back to the country centre', async () => {
    deny()
    render(<PlacePicker />)
    await waitFor(() => expect(notices.value).toHaveLength(1))
    expect(notices.value[0]).toMatchObject({
      kind: 'warning',
      title: 'Allow Location',
      text: 'Please Allow to access your current Location. To get the best results',
    })
    expect(LOCATION_DENIED.ms).toBe(6000)
    expect(session.latlong).toBeNull()
  })

  it('warns once per visit: a reload of the same visit stays quiet, a press of the button warns again', async () => {
    deny()
    const user = userEvent.setup()
    const first = render(<PlacePicker />)
    await waitFor(() => expect(notices.value).toHaveLength(1))
    first.unmount()
    notices.value = []
    forgetArrival() // a reload: a new page, the same visit
    render(<PlacePicker />)
    await waitFor(() => expect(session.latlong).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(notices.value).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Use my current location' }))
    await waitFor(() => expect(notices.value.map((n) => n.title)).toEqual(['Allow Location']))
  })

  it('warns the same way where the browser has no geolocation at all', async () => {
    render(<PlacePicker />)
    await waitFor(() => expect(notices.value.map((n) => n.title)).toEqual(['Allow Location']))
  })

  it('the button finds the city of the position and says so', async () => {
    deny()
    const user = userEvent.setup()
    render(<PlacePicker />)
    await waitFor(() => expect(notices.value).toHaveLength(1))
    grant()
    await user.click(screen.getByRole('button', { name: 'Use my current location' }))
    await waitFor(() => expect(session.currentPosition).toEqual({ id: 1, name: 'Bengaluru' }))
    expect(session.latlong).toEqual(KORAMANGALA)
    expect(notices.value.at(-1)).toMatchObject({ kind: 'success', title: 'You are in Bengaluru' })
  })
})
