import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SIGNUP_TEXTS } from '../../lib/signup-texts'
import { openPanel } from '../../state/ui'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import { db } from '../../../mock-server/store/db'
import { VendorSignupForm } from './vendor-signup-form'

afterEach(() => {
  resetApp()
  openPanel.value = null
})

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n')

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Kiran Rao')
  await user.type(screen.getByLabelText('Email'), 'kiran.rao@example.com')
  await user.type(screen.getByLabelText('Phone number (India, +91)'), '9000054321')
  await user.type(screen.getByLabelText('Outlet name'), 'Dosa Corner')
  await user.type(screen.getByLabelText('Address'), '1 Church Street')
  await user.type(screen.getByLabelText('City'), 'Bengaluru')
  await user.type(screen.getByRole('combobox', { name: 'State' }), 'Karna')
  await user.click(await screen.findByRole('option', { name: 'Karnataka' }, { timeout: 3000 }))
  await user.type(screen.getByLabelText('Pincode'), '560001')
  await user.type(screen.getByLabelText('State code'), '29')
  await user.type(screen.getByLabelText('PAN number'), 'ABCDE1234F')
  await user.type(screen.getByLabelText('Bank name'), 'HDFC Bank')
  await user.type(screen.getByLabelText('Account number'), '50100123456')
  await user.type(screen.getByLabelText('Confirm account number'), '50100123456')
  await user.type(screen.getByLabelText('IFSC code'), 'HDFC0001234')
  await user.selectOptions(screen.getByLabelText('Account type'), 'Current')
  await user.upload(
    screen.getByLabelText('Bank Document (jpeg, jpg, png or pdf)'),
    new File([PDF], 'cheque.pdf', { type: 'application/pdf' }),
  )
  await user.upload(
    screen.getByLabelText('PAN Document (jpeg, jpg, png or pdf)'),
    new File([PNG], 'pan.png', { type: 'image/png' }),
  )
}

describe('vendor sign-up form', () => {
  it('shows the rules in the spec’s words, then registers and moves to the OTP step with the answered id', async () => {
    const user = userEvent.setup()
    renderInApp(<VendorSignupForm />)
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByText(SIGNUP_TEXTS.phoneRequired)).toBeInTheDocument()
    expect(screen.getByText(SIGNUP_TEXTS.bankDocumentRequired)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus())

    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    await waitFor(() => expect(openPanel.value).toMatchObject({ kind: 'otp', role: 'vendor', username: '9000054321' }))
    const vendor = db.users.findFirst((q) => q.where({ email: 'kiran.rao@example.com' }), { strict: true })
    expect(vendor.is_approved).toBe(0)
    expect(db.vendorDocuments.findMany((q) => q.where({ vendor_id: vendor.id }))).toHaveLength(2)
  }, 20_000)

  it('sends a franchise request when Have a Multiple Location is ticked, says so and reloads', async () => {
    const user = userEvent.setup()
    const reload = vi.fn()
    renderInApp(<VendorSignupForm onReload={reload} />)
    await user.click(screen.getByRole('checkbox', { name: /Have a Multiple Location/ }))
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send franchise request' }))
    expect(
      await screen.findByText('Your franchise request has been received. Our team will contact you soon.'),
    ).toBeInTheDocument()
    expect(db.users.findFirst((q) => q.where({ email: 'kiran.rao@example.com' }))).toBeUndefined()
    expect(db.franchiseRequests.findMany((q) => q.where({ email: 'kiran.rao@example.com' }))).toHaveLength(1)
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 4000 })
  }, 20_000)
})
