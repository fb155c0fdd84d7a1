import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mockControl } from '../../api/mock-control'
import { notices } from '../../state/ui'
import { FooterContent } from './footer-content'
import InquiryScreen, { INQUIRY_SUCCESS } from './inquiry-screen'
import { NEWSLETTER_SUCCESS, NewsletterForm } from './newsletter-form'

beforeEach(() => {
  notices.value = []
  window.history.replaceState(null, '', '/inquiry')
})
// Test files share one window: the next one starts at home, not on this file's page.
afterEach(() => window.history.replaceState(null, '', '/'))

const outboxTo = async (email: string) => (await mockControl.outbox()).messages.filter((m) => m.to === email)

describe('newsletter form', () => {
  it('checks the rules first, then subscribes, says so and empties the form', async () => {
    const user = userEvent.setup()
    render(<NewsletterForm />)
    const form = screen.getByRole('form', { name: 'Newsletter' })
    await within(form).findByRole('checkbox', { name: 'Food & Drinks' })

    await user.type(within(form).getByLabelText('Email'), 'priya@')
    await user.type(within(form).getByLabelText('Phone'), '12345')
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }))
    expect(await within(form).findByText('The name field is required.')).toBeInTheDocument()
    expect(within(form).getByText('The email field must be a valid email address.')).toBeInTheDocument()
    expect(within(form).getByText('The phone field must be a valid Indian mobile number.')).toBeInTheDocument()
    expect(within(form).getByText('The category field is required.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByLabelText('Country')).toHaveDisplayValue('India (+91)')

    await user.type(within(form).getByLabelText('Name'), 'Sneha Kulkarni')
    await user.type(within(form).getByLabelText('Email'), 'example.com')
    await user.clear(within(form).getByLabelText('Phone'))
    await user.type(within(form).getByLabelText('Phone'), '98450 12345')
    await user.click(within(form).getByRole('checkbox', { name: 'Travel' }))
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }))

    // Said under the button, not in a toast that would lie on it.
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(NEWSLETTER_SUCCESS))
    expect(notices.value.some((n) => n.text === NEWSLETTER_SUCCESS)).toBe(false)
    expect(within(form).getByLabelText('Name')).toHaveValue('')
    expect(within(form).getByRole('checkbox', { name: 'Travel' })).not.toBeChecked()
    expect(within(form).queryByText(/field is required/)).not.toBeInTheDocument()
    expect((await outboxTo('priya@example.com'))[0]?.subject).toBe('You are subscribed to the Hola Deals newsletter')
  })

  it("shows the server's error under the email when it is already subscribed", async () => {
    const user = userEvent.setup()
    render(<NewsletterForm />)
    const form = screen.getByRole('form', { name: 'Newsletter' })
    const fill = async () => {
      await user.type(within(form).getByLabelText('Name'), 'Priya Sharma')
      await user.type(within(form).getByLabelText('Email'), 'customer@example.com')
      await user.type(within(form).getByLabelText('Phone'), '9876543210')
      await user.click(await within(form).findByRole('checkbox', { name: 'Food & Drinks' }))
      await user.click(within(form).getByRole('button', { name: 'Subscribe' }))
    }
    await fill()
    await waitFor(() => expect(within(form).getByLabelText('Name')).toHaveValue(''))
    await fill()
    expect(await within(form).findByText('The email has already been taken.')).toBeInTheDocument()
    await waitFor(() => expect(within(form).getByLabelText('Email')).toHaveFocus())
    expect(within(form).getByLabelText('Name')).toHaveValue('Priya Sharma')
    // Editing the field clears the server's error.
    await user.type(within(form).getByLabelText('Email'), 'x')
    expect(within(form).queryByText('The email has already been taken.')).not.toBeInTheDocument()
  })
})

describe('inquiry screen', () => {
  it('shows the rules under the fields, then sends, thanks the visitor and goes home', async () => {
    const user = userEvent.setup()
    render(<InquiryScreen />)
    await waitFor(() => expect(document.title).toBe('Contact us | Hola Deals'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    for (const text of [
      'The name field is required.',
      'The email field is required.',
      'The subject field is required.',
      'The notes field is required.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument()
    }
    // The first field to fix has the focus.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())
    await user.type(screen.getByLabelText('Name'), 'Rahul Verma')
    await user.type(screen.getByLabelText('Email'), 'rahul@example.com')
    await user.type(screen.getByLabelText('Subject'), 'Student discount at my gym')
    await user.type(screen.getByLabelText('Notes'), 'Iron Temple in Andheri would like to join.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(window.location.pathname).toBe('/'))
    expect(notices.value.at(-1)).toMatchObject({ kind: 'success', text: INQUIRY_SUCCESS })
    expect((await outboxTo('rahul@example.com'))[0]?.subject).toBe(
      'We received your inquiry: Student discount at my gym',
    )
  })

  it('Cancel goes home', () => {
    render(<InquiryScreen />)
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/')
  })
})

describe('footer content', () => {
  it('links the content pages by group and the first seven categories', async () => {
    render(<FooterContent />)
    const company = await screen.findByRole('navigation', { name: 'Company' })
    expect(await within(company).findByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us')
    expect(
      within(screen.getByRole('navigation', { name: 'Support' })).getByRole('link', { name: 'FAQ' }),
    ).toHaveAttribute('href', '/faq')
    const contact = screen.getByRole('navigation', { name: 'Contact' })
    expect(within(contact).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us')
    expect(within(contact).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/inquiry')
    expect(screen.queryByRole('link', { name: 'Student Ambassador Programme' })).not.toBeInTheDocument()
    const categories = screen.getByRole('navigation', { name: 'Categories' })
    await waitFor(() => expect(within(categories).getAllByRole('link')).toHaveLength(7))
    expect(within(categories).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/c\/[a-z0-9-]+$/),
    )
  })
})
