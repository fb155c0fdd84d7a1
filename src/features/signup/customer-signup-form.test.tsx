import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SIGNUP_TEXTS } from '../../lib/signup-texts'
import { openPanel } from '../../state/ui'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import { CustomerSignupForm } from './customer-signup-form'

afterEach(() => {
  resetApp()
  openPanel.value = null
})

describe('the student sign-up form', () => {
  it('refuses an enrollment number with letters once the field is left, by the rule the mock applies, and follows the edits', async () => {
    renderInApp(<CustomerSignupForm />, '/')
    const user = userEvent.setup()
    const enrollment = screen.getByLabelText('Enrollment number')
    // Passing through an empty field says nothing yet.
    await user.click(enrollment)
    await user.tab()
    expect(screen.queryByText(SIGNUP_TEXTS.numeric('enrollment number'))).toBeNull()

    await user.type(enrollment, 'AB2024')
    await user.tab()
    expect(await screen.findByText(SIGNUP_TEXTS.numeric('enrollment number'))).toBeVisible()
    expect(enrollment).toHaveAttribute('aria-invalid', 'true')
    // No Sign Up was pressed: only the field left is judged.
    expect(screen.queryByText(SIGNUP_TEXTS.idCardRequired)).toBeNull()

    await user.clear(enrollment)
    await user.type(enrollment, '2024001')
    expect(screen.queryByText(SIGNUP_TEXTS.numeric('enrollment number'))).toBeNull()
  })
})
