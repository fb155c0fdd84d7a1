import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { Header } from './header'

afterEach(resetApp)

describe('header menu', () => {
  it("opens the signed-in viewer's menu, built from the route table", async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<Header />)
    await userEvent.setup().click(screen.getByRole('button', { name: /Arjun Mehta/ }))
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'Your Deals' })).toHaveAttribute('href', '/dashboard#your-deals')
    expect(within(menu).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/statement')
    expect(within(menu).queryByRole('link', { name: 'My Wishlist' })).toBeNull()
  })

  it("gives a student the customer's links", async () => {
    await signInPersona('customer@example.com')
    renderInApp(<Header />)
    await userEvent.setup().click(screen.getByRole('button', { name: /Priya Sharma/ }))
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    expect(within(menu).getByRole('link', { name: 'My Wishlist' })).toHaveAttribute('href', '/my-wishlist')
    expect(within(menu).queryByRole('link', { name: 'Redeem Deal' })).toBeNull()
  })
})
