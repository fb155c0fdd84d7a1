import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { configureClient } from '../../api/client'
import { choosePlace, session } from '../../state/session'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import HomeScreen from './home-screen'
import { COUNTRY_CENTRE } from '../../lib/distance'

// As the app does (src/app/client-setup.ts): listing calls are measured from the chosen position.
beforeEach(() => configureClient({ hooks: { location: () => session.latlong ?? COUNTRY_CENTRE } }))

afterEach(() => {
  resetApp()
  choosePlace(null, null)
})

describe('home', () => {
  it('shows the featured deals, the categories and a carousel per top category, and keeps the menu in the session', async () => {
    choosePlace({ id: 1, name: 'Bengaluru' }, { latitude: 12.9352, longitude: 77.6245 })
    renderInApp(<HomeScreen />)
    expect(screen.getByRole('heading', { level: 1, name: 'Student deals in Bengaluru' })).toBeInTheDocument()
    const featured = await screen.findByRole('region', { name: 'Featured deals' })
    expect(within(featured).getAllByRole('link', { name: /^More about / }).length).toBeGreaterThan(0)
    expect(
      within(featured).getAllByText(/^Valid thru \d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/).length,
    ).toBeGreaterThan(0)
    // Home's largest paint, the first banner, is an image in the markup fetched first; the other banners wait.
    const banners = [...featured.querySelectorAll('img.featured-image')]
    expect(banners[0]).toHaveAttribute('fetchpriority', 'high')
    expect(banners.slice(1).every((b) => b.getAttribute('loading') === 'lazy')).toBe(true)

    const categories = screen.getByRole('navigation', { name: 'Top categories' })
    expect(within(categories).getByRole('link', { name: 'Salon and Spa' })).toHaveAttribute('href', '/c/salon-and-spa')
    expect(within(categories).getByRole('link', { name: 'Open Deal' })).toHaveAttribute('href', '/c/opendeal')
    // The strip's pictures start after the first layout, so they do not hold back the banner's paint.
    const icons = [...categories.querySelectorAll('img')]
    expect(icons).toHaveLength(12)
    expect(icons.every((i) => i.getAttribute('loading') === 'lazy')).toBe(true)

    const cafes = screen.getByRole('region', { name: 'Cafes' })
    expect(within(cafes).getByRole('link', { name: 'View All Cafes deals' })).toHaveAttribute('href', '/c/cafes')
    expect(within(cafes).getAllByRole('article').length).toBeGreaterThan(0)
    await waitFor(() => expect(document.title).toBe('Home | Hola Deals'))
    expect(session.slider_category).toHaveLength(12)
    expect(session.top_menu_cateogry.length).toBeGreaterThan(0)
  })

  it('says so when the chosen city has no deals yet', async () => {
    choosePlace({ id: 999, name: 'Shimla' }, null)
    renderInApp(<HomeScreen />)
    expect(await screen.findByText('No deals found in Shimla yet. Try another city.')).toBeInTheDocument()
  })
})
