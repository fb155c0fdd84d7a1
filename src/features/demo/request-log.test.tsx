import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clearRequestLog, loggedRequests } from '../../../mock-server/control/request-log'
import { addInquiry } from '../../api/content'
import { renderInApp, resetApp } from '../../testing/app-test-kit'
import { RequestLog } from './request-log'

afterEach(resetApp)

describe('Requests section (demo panel)', () => {
  it('lists a refused call; opening it shows the field errors and both bodies', async () => {
    clearRequestLog()
    await addInquiry({ name: '', email: 'not-an-email', subject: '', notes: '' }).catch(() => {})
    // The mock records a call just after its answer leaves.
    await expect.poll(() => loggedRequests().length).toBe(1)
    renderInApp(<RequestLog />)
    const user = userEvent.setup()
    const list = await screen.findByRole('list', { name: 'API calls, newest first' })
    const call = within(list).getByText(/POST add-inquiry/)
    await user.click(call)
    const errors = await screen.findByRole('list', { name: 'Field errors' })
    expect(within(errors).getByText('email')).toBeInTheDocument()
    expect(screen.getByText(/"email": "not-an-email"/)).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Refusals only (4xx)' }))
    expect(await screen.findByText(/POST add-inquiry/)).toBeInTheDocument()
  })
})
