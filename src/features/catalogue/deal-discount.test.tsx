import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openPanel } from '../../state/ui'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import DealScreen from './deal-screen'

afterEach(() => {
  openPanel.value = null
  resetApp()
})

const COLD_COFFEE = 'dea10000-0000-4000-8000-000000000002'
const open = () =>
  renderInApp(
    <DealScreen params={{ dealName: 'cold-coffee-brownie', id: COLD_COFFEE }} />,
    `/deal/cold-coffee-brownie/${COLD_COFFEE}`,
  )
const figure = (dl: HTMLElement, term: string) => within(dl).getByText(term).nextElementSibling!.textContent!
const rupees = (text: string) => Number(text.replace(/[^0-9.]/g, ''))

describe("the deal page's discount (one figure, one meaning)", () => {
  it('headlines the final discount, and You save is that percent of the price, with the outlet discount and Hola share adding up', async () => {
    await signInPersona('customer@example.com')
    open()
    await screen.findByRole('heading', { level: 1, name: 'Cold Coffee & Brownie' })
    const side = screen.getByRole('complementary', { name: 'Price and validity' })
    const money = side.querySelector('dl.deal-money') as HTMLElement
    const final = figure(money, 'Your final discount').split(' ')[0]!
    expect(within(side).getByText(`${final} off for you`)).toBeInTheDocument()
    // No bare "OFF" badge with another figure beside it.
    expect(within(side).queryByText(/% OFF$/)).toBeNull()

    const price = rupees(side.querySelector('.deal-price')!.textContent!)
    const saved = rupees(figure(money, 'Your final discount').split('(')[1]!)
    expect(saved).toBeCloseTo((price * parseFloat(final)) / 100, 2)
    const outlet = rupees(figure(money, "Outlet's discount").split('(')[1]!)
    const share = rupees(within(money).getByText(/^Hola's share/).nextElementSibling!.textContent!)
    expect(Math.round(share * 100) + Math.round(saved * 100)).toBe(Math.round(outlet * 100))
    expect(outlet).toBeGreaterThan(saved)
    expect(within(side).getByText(/Hola keeps \d+(\.\d+)?% of that discount/)).toHaveTextContent(
      `so your final discount is ${final}`,
    )
    // A signed-in customer is not asked to log in.
    expect(screen.queryByRole('button', { name: 'Log in to get this deal' })).toBeNull()
  })

  it('says what is paid now and what comes back as points, when and worth what, for the plan the student has', async () => {
    await signInPersona('customer@example.com')
    open()
    await screen.findByRole('heading', { level: 1, name: 'Cold Coffee & Brownie' })
    const side = screen.getByRole('complementary', { name: 'Price and validity' })
    const money = side.querySelector('dl.deal-money') as HTMLElement
    // ₹59 paid now; the final discount comes back as points worth ₹1 a point on every plan, on redemption.
    expect(figure(money, 'You pay now')).toBe('₹59')
    const back = figure(money, 'Back to you as Hola points')
    expect(back).toMatch(/^\d+ Hola points \(₹1 each, worth ₹[\d,]+\)$/)
    const points = Number(back.split(' ')[0])
    expect(rupees(back.split('worth ')[1]!)).toBe(points)
    expect(rupees(back.split('worth ')[1]!)).toBeLessThanOrEqual(
      rupees(figure(money, 'Your final discount').split('(')[1]!),
    )
    const note = side.querySelector('.deal-money-note')!
    expect(note).toHaveTextContent('(your Silver plan, paying by UPI)')
    expect(note).toHaveTextContent('come back to you when the outlet redeems your code.')
    expect(within(side).queryByText('You save')).toBeNull()
  })

  it('prices a student without a plan at the standard rate, and says so instead of naming a plan they do not have', async () => {
    await signInPersona('unverified.customer@example.com')
    open()
    await screen.findByRole('heading', { level: 1, name: 'Cold Coffee & Brownie' })
    const note = screen.getByRole('complementary', { name: 'Price and validity' }).querySelector('.deal-money-note')!
    expect(note).toHaveTextContent('(you have no plan: the standard rate without a plan, paying by UPI)')
    expect(note).not.toHaveTextContent('Silver')
  })

  it('asks a visitor to log in to get the deal, opening the login panel', async () => {
    open()
    await screen.findByRole('heading', { level: 1, name: 'Cold Coffee & Brownie' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in to get this deal' }))
    expect(openPanel.value).toEqual({ kind: 'login' })
  })
})
