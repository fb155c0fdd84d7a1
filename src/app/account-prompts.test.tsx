import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { refreshSignedInUser } from '../features/auth/session-refresh'
import { needsReverification, REVERIFICATION_LATER_KEY, REVERIFICATION_TEXTS } from '../lib/profile-reverification'
import { session } from '../state/session'
import { renderInApp, resetApp, signInPersona } from '../testing/app-test-kit'
import { accountChecked } from '../state/account-checked'
import AccountPrompts, { vendorToPrompt } from './account-prompts'

/** Signs a persona in and lets this visit's get-user answer, as app.tsx does on load. */
async function arrive(email: string) {
  await signInPersona(email)
  accountChecked.value = await refreshSignedInUser()
}
const prompt = () => screen.findByRole('dialog', { name: REVERIFICATION_TEXTS.title })
const verifiedAt = () => session.userInfo as unknown as { email_verified_at: string | null; monthDuration: number }

afterEach(() => {
  accountChecked.value = false
  sessionStorage.clear()
  resetApp()
})

describe('the re-verification prompt on any page', () => {
  it('asks a due vendor, with the email and phone disabled until Change; Confirm ends it for good', async () => {
    await arrive('bandra.bean@example.com')
    renderInApp(<AccountPrompts />, '/dashboard')
    const dialog = within(await prompt())
    expect(dialog.getByLabelText('Email')).toBeDisabled()
    expect(dialog.getByLabelText('Email')).toHaveValue('bandra.bean@example.com')
    expect(dialog.getByLabelText('Phone')).toBeDisabled()
    await userEvent.click(dialog.getByRole('button', { name: 'Change' }))
    expect(dialog.getByLabelText('Email')).toBeEnabled()
    expect(dialog.getByLabelText('Phone')).toBeEnabled()
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText(REVERIFICATION_TEXTS.confirmed)).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The session learns the new date from get-user, so the next page does not ask again.
    await waitFor(() =>
      expect(needsReverification(verifiedAt().email_verified_at, verifiedAt().monthDuration)).toBe(false),
    )
  })

  it('Later puts it off for the rest of the visit', async () => {
    await arrive('bandra.bean@example.com')
    const first = renderInApp(<AccountPrompts />, '/dashboard')
    const dialog = within(await prompt())
    await userEvent.click(dialog.getByRole('button', { name: 'Later' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sessionStorage.getItem(REVERIFICATION_LATER_KEY)).toBeTruthy()
    first.unmount()
    // The next page of the same visit (the prompt mounts again): nothing is asked, though the account is still due.
    expect(needsReverification(verifiedAt().email_verified_at, verifiedAt().monthDuration)).toBe(true)
    expect(vendorToPrompt(session)).toBeNull()
  })

  it('asks nobody else: a vendor verified recently, a customer, a visitor, or before get-user has answered', async () => {
    expect(vendorToPrompt(session)).toBeNull()
    await signInPersona('bandra.bean@example.com')
    // The stored copy alone is not enough: the prompt waits for this visit's get-user.
    expect(vendorToPrompt(session)).toBeNull()
    accountChecked.value = await refreshSignedInUser()
    expect(vendorToPrompt(session)?.email).toBe('bandra.bean@example.com')
    resetApp()
    for (const email of ['vendor@example.com', 'pending.vendor@example.com', 'customer@example.com']) {
      await arrive(email)
      expect(vendorToPrompt(session)).toBeNull()
      resetApp()
    }
  })
})
