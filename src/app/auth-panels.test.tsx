import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../mock-server/node'
import { authenticate } from '../api/auth'
import { mockControl } from '../api/mock-control'
import { TOKEN_KEY, configureClient } from '../api/client'
import { setUpClient } from './client-setup'
import { resetDeals, resetSession, session } from '../state/session'
import { openPanel } from '../state/ui'
import AuthPanels from '../features/auth/auth-panels'
import { LoginPanel } from '../features/auth/login-panel'
import { OtpPanel } from '../features/auth/otp-panel'
import { COUNTRY_CENTRE } from '../lib/distance'

const latestOtp = async () => (await mockControl.outbox()).messages[0]!.otp!

beforeEach(() => {
  openPanel.value = null
})
afterEach(() => {
  openPanel.value = null
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
})

describe('login panel', () => {
  it('requires the field, then opens the OTP step for a known customer', async () => {
    const user = userEvent.setup()
    render(<LoginPanel />)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('The email or phone field is required.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email or phone'), 'customer@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(openPanel.value?.kind).toBe('otp'))
    expect(openPanel.value).toMatchObject({ role: 'customer', username: 'customer@example.com' })
  })

  it('shows the server error under the field for a vendor account on the student side', async () => {
    const user = userEvent.setup()
    render(<LoginPanel />)
    await user.type(screen.getByLabelText('Email or phone'), 'vendor@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText('This account is registered as a vendor. Please sign in as a vendor.'),
    ).toBeInTheDocument()
  })

  it('makes the Student/Vendor toggle one tab stop that the arrow keys move', async () => {
    const user = userEvent.setup()
    render(<LoginPanel />)
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Student' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: 'Vendor' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'Vendor' })).toBeChecked()
    await user.tab()
    expect(screen.getByLabelText('Email or phone')).toHaveFocus()
  })

  it('refuses more than 230 characters on the client: the box stops at 230, a longer value says so and sends nothing', async () => {
    const user = userEvent.setup()
    const sent = vi.fn()
    server.events.on('request:start', sent)
    render(<LoginPanel />)
    const field = screen.getByLabelText('Email or phone')
    expect(field).toHaveAttribute('maxLength', '230')
    // A value longer than the box allows (set by script or an extension) is still refused by the form's rule.
    fireEvent.change(field, { target: { value: `${'a'.repeat(219)}@example.com` } })
    fireEvent.blur(field)
    expect(
      await screen.findByText('The email or phone field must not be greater than 230 characters.'),
    ).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(field).toHaveAccessibleDescription('The email or phone field must not be greater than 230 characters.')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByText('The email or phone field must not be greater than 230 characters.')).toBeInTheDocument()
    expect(sent).not.toHaveBeenCalled()
    expect(openPanel.value).toBeNull()
    // Exactly 230 is allowed.
    fireEvent.change(field, { target: { value: `${'a'.repeat(218)}@example.com` } })
    await waitFor(() => expect(screen.queryByText(/must not be greater than 230/)).not.toBeInTheDocument())
    server.events.removeListener('request:start', sent)
  })

  it('its links open the student and the vendor sign-up panels', async () => {
    const user = userEvent.setup()
    openPanel.value = { kind: 'login' }
    render(<AuthPanels />)
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign up as a student' }))
    expect(openPanel.value).toEqual({ kind: 'signup', role: 'customer' })
    expect(await screen.findByRole('dialog', { name: 'Sign up as a student' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Back to login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'sign up as a vendor' }))
    expect(openPanel.value).toEqual({ kind: 'signup', role: 'vendor' })
    expect(await screen.findByRole('dialog', { name: 'Sign up as a vendor' })).toBeInTheDocument()
  })

  it("shows a 401's server text under the field and signs nobody out", async () => {
    const user = userEvent.setup()
    setUpClient()
    window.history.replaceState(null, '', '/c/food')
    session.top_menu_cateogry = [{ id: 1, name: 'Food' }]
    server.use(
      http.post('http://localhost/api/vendor/authenticate', () =>
        HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 }),
      ),
    )
    openPanel.value = { kind: 'login' }
    render(<AuthPanels />)
    await user.click(screen.getByRole('radio', { name: 'Vendor' }))
    const field = screen.getByLabelText('Email or phone')
    await user.type(field, 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const error = await screen.findByText('These credentials do not match our records.')
    expect(error).toHaveAttribute('role', 'alert')
    expect(field).toHaveAccessibleDescription('These credentials do not match our records.')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    // The 401 of the login call is the caller's: the panel stays, no reset, no navigation.
    expect(openPanel.value).toEqual({ kind: 'login' })
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument()
    expect(field).toHaveValue('nobody@example.com')
    expect(session.top_menu_cateogry).toEqual([{ id: 1, name: 'Food' }])
    expect(window.location.pathname).toBe('/c/food')
    // Typing again clears the server's text.
    await user.type(field, 'x')
    expect(screen.queryByText('These credentials do not match our records.')).not.toBeInTheDocument()
    window.history.replaceState(null, '', '/')
  })
})

describe('OTP panel', () => {
  it('verifies on the fourth digit and signs the user in', async () => {
    const user = userEvent.setup()
    const { id } = await authenticate('customer', { username: '9876543210' })
    const onSignedIn = vi.fn()
    render(<OtpPanel role="customer" id={id} username="9876543210" onSignedIn={onSignedIn} />)
    await user.keyboard(await latestOtp())
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(localStorage.getItem(TOKEN_KEY)).toMatch(/^[0-9a-f]{80}$/)
    expect(session.userLoggedIn).toBe(true)
    expect(session.userInfo).toMatchObject({ userType: 2, full_name: 'Priya Sharma' })
  })

  it('on a wrong code shows the server text, clears the boxes and focuses the first; rejects non-digits', async () => {
    const user = userEvent.setup()
    const { id } = await authenticate('vendor', { username: 'vendor@example.com' })
    const code = await latestOtp()
    render(<OtpPanel role="vendor" id={id} username="vendor@example.com" onSignedIn={() => {}} />)
    await user.keyboard('x')
    expect(screen.getByText('Digits Only')).toBeInTheDocument()
    await user.keyboard(code === '0000' ? '1111' : '0000')
    expect(await screen.findByText('The OTP you entered is invalid.')).toBeInTheDocument()
    for (const i of [1, 2, 3, 4]) expect(screen.getByLabelText(`Digit ${i}`)).toHaveValue('')
    await waitFor(() => expect(screen.getByLabelText('Digit 1')).toHaveFocus())
  })

  it('Backspace in an empty box goes back to the previous box and clears it; in a filled box it clears that box', async () => {
    const user = userEvent.setup()
    render(<OtpPanel role="customer" id="challenge" username="customer@example.com" onSignedIn={() => {}} />)
    const box = (n: number) => screen.getByLabelText(`Digit ${n}`)
    await waitFor(() => expect(box(1)).toHaveFocus())
    await user.keyboard('12')
    expect(box(3)).toHaveFocus()
    expect(box(3)).toHaveValue('')

    await user.keyboard('{Backspace}')
    expect(box(2)).toHaveFocus()
    expect(box(2)).toHaveValue('')
    expect(box(1)).toHaveValue('1')

    await user.keyboard('{Backspace}')
    expect(box(1)).toHaveFocus()
    expect(box(1)).toHaveValue('')

    // In the first box there is nowhere to go back to.
    await user.keyboard('{Backspace}')
    expect(box(1)).toHaveFocus()

    // A filled box is cleared in place.
    await user.keyboard('7')
    await user.click(box(1))
    await user.keyboard('{Backspace}')
    expect(box(1)).toHaveValue('')
    expect(box(1)).toHaveFocus()
  })

  it('ArrowLeft and ArrowRight move between the boxes without changing them, and stop at the ends', async () => {
    const user = userEvent.setup()
    render(<OtpPanel role="customer" id="challenge" username="customer@example.com" onSignedIn={() => {}} />)
    const box = (n: number) => screen.getByLabelText(`Digit ${n}`)
    await waitFor(() => expect(box(1)).toHaveFocus())
    await user.keyboard('{ArrowLeft}')
    expect(box(1)).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(box(2)).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(box(4)).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(box(4)).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(box(3)).toHaveFocus()
    await user.keyboard('5')
    expect(box(3)).toHaveValue('5')
    expect(box(4)).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}')
    expect(box(1)).toHaveFocus()
    for (const [n, v] of [
      [1, ''],
      [2, ''],
      [3, '5'],
      [4, ''],
    ] as const)
      expect(box(n)).toHaveValue(v)
  })

  it('resend says Otp sent successfully and the new code works', async () => {
    const user = userEvent.setup()
    const { id } = await authenticate('customer', { username: 'customer@example.com' })
    const onSignedIn = vi.fn()
    render(<OtpPanel role="customer" id={id} username="customer@example.com" onSignedIn={onSignedIn} />)
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }))
    await waitFor(async () => expect((await mockControl.outbox()).messages.filter((m) => m.otp)).toHaveLength(2))
    await user.click(screen.getByLabelText('Digit 1'))
    await user.keyboard(await latestOtp())
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled())
  })
})

describe('the OTP step after sign-up', () => {
  it('says the email needs verifying too, and where, before the student meets a refusal', () => {
    render(<OtpPanel role="customer" id="1" username="9876543210" email="new.student@example.com" />)
    expect(screen.getByRole('note')).toHaveTextContent(
      'This code verifies your phone. Your email new.student@example.com needs verifying too before you can keep or buy deals: once you are in, send yourself the link from My Account.',
    )
  })

  it('says nothing of the email at a login, whose account is what it is', () => {
    render(<OtpPanel role="customer" id="1" username="customer@example.com" />)
    expect(screen.queryByRole('note')).toBeNull()
  })
})
