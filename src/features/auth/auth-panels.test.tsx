import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { authenticate } from '../../api/auth'
import { mockControl } from '../../api/mock-control'
import { TOKEN_KEY } from '../../api/client'
import { session } from '../../state/session'
import { openPanel } from '../../state/ui'
import { LoginPanel } from './login-panel'
import { OtpPanel } from './otp-panel'

const latestOtp = async () => (await mockControl.outbox()).messages[0]!.otp!

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
    expect(await screen.findByText('This account is registered as a vendor. Please sign in as a vendor.')).toBeInTheDocument()
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
