import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import MyAccountScreen from './my-account-screen'

afterEach(resetApp)

const accountCard = () => screen.getByRole('complementary', { name: 'Your account' })

describe('/my-account', () => {
  it("shows the customer's marks: the email verified, the save icon live only once the value changes", async () => {
    await signInPersona('customer@example.com')
    renderInApp(<MyAccountScreen />, '/my-account')
    const card = within(await screen.findByRole('complementary', { name: 'Your account' }))
    expect(card.getByRole('button', { name: 'Verify email' })).toBeDisabled()
    await userEvent.type(card.getByLabelText('Email', { exact: true }), 'x')
    expect(card.getByRole('button', { name: 'Verify email' })).toBeEnabled()
    expect(card.getByText('Silver')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Customer Profile | Hola Deals'))
  })

  it("refuses a phone another account holds in the spec's words and shows the number on file again", async () => {
    await signInPersona('customer@example.com')
    renderInApp(<MyAccountScreen />, '/my-account')
    await screen.findByRole('complementary', { name: 'Your account' })
    const phone = within(accountCard()).getByLabelText('Phone', { exact: true })
    await userEvent.clear(phone)
    await userEvent.type(phone, '9123456780')
    await userEvent.click(within(accountCard()).getByRole('button', { name: 'Verify phone' }))
    expect(
      await screen.findByText('Phone number has already taken', { selector: '#profile-phone-error' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(phone).toHaveValue('9876543210'))
  })

  it('shows a failed payment return as a FAILED warning and goes back to /my-account', async () => {
    await signInPersona('customer@example.com')
    const { location } = renderInApp(<MyAccountScreen />, '/my-account?message=aborted')
    expect(
      await screen.findByText(
        'Thank you for shopping with us. We will keep you posted regarding the status of your order through e-mail',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('FAILED')).toBeInTheDocument()
    await waitFor(() => expect(location.history?.at(-1)).toBe('/my-account'))
  })

  it('a student without a plan reads "No plan", the wording the dashboard and the deal page use', async () => {
    await signInPersona('unverified.customer@example.com')
    renderInApp(<MyAccountScreen />, '/my-account')
    const card = within(await screen.findByRole('complementary', { name: 'Your account' }))
    expect(card.getByText('Hola membership').nextElementSibling).toHaveTextContent(/^No plan$/)
  })
})
