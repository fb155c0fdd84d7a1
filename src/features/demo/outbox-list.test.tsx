import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addNewsletter } from '../../api/content'
import { mockControl } from '../../api/mock-control'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import { LinkedText, OutboxList } from './outbox-list'

afterEach(resetApp)

describe('the demo panel’s Outbox', () => {
  it('opens an email to its text, and its unsubscribe link moves within the app', async () => {
    await addNewsletter({ name: 'Sneha Kulkarni', email: 'sneha@example.com', phone: '+91 98450 12345', category: [1] })
    const sent = (await mockControl.outbox()).messages.find((m) => m.to === 'sneha@example.com')!
    const { location } = renderInApp(<OutboxList messages={[sent]} />)
    const user = userEvent.setup()
    const outbox = screen.getByTestId('outbox')
    const link = within(outbox).getByRole('link', { name: /^\/unsubscribe\// })
    expect(link).not.toBeVisible()
    await user.click(within(outbox).getByText(sent.subject))
    expect(link).toBeVisible()
    await user.click(link)
    expect(location.history.at(-1)).toMatch(/^\/unsubscribe\/[\w-]+$/)
  })

  it('links the app’s paths and web addresses in a text, leaving the punctuation after them out', () => {
    render(
      <p>
        <LinkedText text="Open /verify-email/2/abc-123. Or see https://holadeals.example/help, then /unsubscribe/x9 (once)." />
      </p>,
    )
    expect(screen.getByRole('link', { name: '/verify-email/2/abc-123' })).toHaveAttribute(
      'href',
      '/verify-email/2/abc-123',
    )
    expect(screen.getByRole('link', { name: 'https://holadeals.example/help' })).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: '/unsubscribe/x9' })).toBeInTheDocument()
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })
})
