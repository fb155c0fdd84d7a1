import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getVendor } from '../../api/auth'
import { mockControl } from '../../api/mock-control'
import { REVERIFICATION_TEXTS } from '../../lib/profile-reverification'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { ReverificationDialog } from './reverification-dialog'

afterEach(resetApp)

/** The newest code the mock sent to `to`. */
async function codeSentTo(to: string) {
  let code: string | undefined
  await waitFor(async () =>
    expect(
      (code = (await mockControl.outbox()).messages.find((m) => m.to === to && m.otp)?.otp ?? undefined),
    ).toBeTruthy(),
  )
  return code!
}

describe('the re-verification dialog', () => {
  it('with both values changed, verifies the email, then the phone, each with its code, then confirms', async () => {
    const user = userEvent.setup()
    await signInPersona('bandra.bean@example.com')
    const { user: profile } = await getVendor()
    const onDone = vi.fn()
    renderInApp(<ReverificationDialog profile={profile} onDone={onDone} onClose={() => {}} />, '/dashboard')
    const dialog = within(screen.getByRole('dialog', { name: REVERIFICATION_TEXTS.title }))
    await user.click(dialog.getByRole('button', { name: 'Change' }))
    await user.clear(dialog.getByLabelText('Email'))
    await user.type(dialog.getByLabelText('Email'), 'farhan@bandrabean.example')
    await user.clear(dialog.getByLabelText('Phone'))
    await user.type(dialog.getByLabelText('Phone'), '9000012399')
    await user.click(dialog.getByRole('button', { name: 'Send code' }))

    for (const to of ['farhan@bandrabean.example', '9000012399']) {
      const otp = within(await screen.findByRole('dialog', { name: 'Verify OTP' }))
      await waitFor(() => expect(otp.getByText(to)).toBeInTheDocument())
      await user.click(otp.getByLabelText('Digit 1'))
      await user.keyboard(await codeSentTo(to))
    }
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(await screen.findByText(REVERIFICATION_TEXTS.confirmed)).toBeInTheDocument()
    const { user: after } = await getVendor()
    expect([after.email, after.phone, after.is_email_verified, after.is_verified]).toEqual([
      'farhan@bandrabean.example',
      '9000012399',
      1,
      1,
    ])
  })
})
