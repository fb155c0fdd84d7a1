import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { notices } from '../../state/ui'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import DealScreen from './deal-screen'

afterEach(resetApp)

const uuid = (n: number) => `dea10000-0000-4000-8000-${String(n).padStart(12, '0')}`
const open = (n: number, slug = 'x') =>
  renderInApp(<DealScreen params={{ dealName: slug, id: uuid(n) }} />, `/deal/${slug}/${uuid(n)}`)

describe('deal details', () => {
  it('shows the deal, links its keywords, category, product and reviews, and shares its address', async () => {
    const { location } = open(2, 'cold-coffee-brownie')
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold Coffee & Brownie' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Cold Coffee & Brownie | Hola Deals'))
    expect(screen.getByRole('link', { name: 'Chai Point Koramangala' })).toHaveAttribute(
      'href',
      '/vendor/vendor-deals/beef0000-0000-4000-8000-000000000101',
    )
    expect(screen.getByRole('link', { name: 'Cafes' })).toHaveAttribute('href', '/c/cafes')
    expect(screen.getByRole('link', { name: 'Cold Coffee' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\/product-deals\//),
    )
    for (const k of within(screen.getByRole('list', { name: 'Keywords' })).getAllByRole('link')) {
      expect(k).toHaveAttribute('href', `/keyword/keyword-deals/${encodeURIComponent(k.textContent!)}`)
    }
    expect(screen.getByRole('link', { name: /out of 5 · \d+ reviews?$/ })).toHaveAttribute(
      'href',
      `/reviews-and-ratings/cold-coffee-brownie/${uuid(2)}`,
    )
    expect(screen.getByRole('heading', { name: 'Recent reviews' })).toBeInTheDocument()
    expect(screen.getAllByRole('img', { name: /out of 5 stars$/ }).length).toBeGreaterThan(0)
    expect(location.history.at(-1)).toBe(`/deal/cold-coffee-brownie/${uuid(2)}`)

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Share' }))
    const dialog = screen.getByRole('dialog', { name: 'Share this deal' })
    const url = encodeURIComponent(`${window.location.origin}/deal/cold-coffee-brownie/${uuid(2)}`)
    for (const network of ['Facebook', 'Twitter', 'Whatsapp', 'Email', 'SMS']) {
      expect(within(dialog).getByRole('link', { name: network }).getAttribute('href')).toContain(
        network === 'Email' ? encodeURIComponent(`${window.location.origin}/deal/`) : url,
      )
    }
  })

  it('moves an old slug to the current one', async () => {
    const { location } = open(2, 'old-name')
    await screen.findByRole('heading', { level: 1, name: 'Cold Coffee & Brownie' })
    await waitFor(() => expect(location.history.at(-1)).toBe(`/deal/cold-coffee-brownie/${uuid(2)}`))
  })

  it("says 'This deal is expired' for an expired deal", async () => {
    open(7)
    expect(await screen.findByText('This deal is expired')).toBeInTheDocument()
  })

  it("shows '404 Deal details Not Found' and goes home for an unknown deal", async () => {
    const { location } = open(999_999)
    await waitFor(() => expect(location.history.at(-1)).toBe('/'))
    expect(notices.value.map((n) => n.title)).toContain('404 Deal details Not Found')
  })

  it('shows a vendor its own deal that waits for approval, as a preview; others get the 404', async () => {
    await signInPersona('vendor@example.com')
    open(6)
    expect(await screen.findByText(/^Preview of your deal \(Pending\)/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Club Sandwich & Iced Tea' })).toBeInTheDocument()
  })

  it("says 'Deal is out of stock' and leaves for a deal with nothing left", async () => {
    const { location } = open(5)
    expect(await screen.findByText('Deal is out of stock', { selector: 'p' })).toBeInTheDocument()
    // The notice comes from an effect that may run just after the text is painted.
    await waitFor(() => expect(notices.value.map((n) => n.title)).toContain('Deal is out of stock'))
    await waitFor(() => expect(location.history.at(-1)).toBe('/'), { timeout: 3000 })
  })
})
