import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { db } from '../../../mock-server/store/db'
import { PERSONA_IDS } from '../../../mock-server/store/personas'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import { addDays, formatDashDate, indiaDay } from '../../lib/dates'
import { appNow } from '../../lib/app-clock'
import AddDealScreen from './add-deal-screen'

afterEach(resetApp)

describe('/add-deal', () => {
  it('checks every field on save with the shared words, and swaps price, discount and category for tiers on an open deal', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<AddDealScreen />, '/add-deal')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Save Deal' }))
    expect(screen.getByText('The name field is required.')).toBeInTheDocument()
    expect(screen.getByText('The deal price field is required.')).toBeInTheDocument()
    expect(screen.getByText('The category field is required.')).toBeInTheDocument()
    expect(screen.getByText('The valid days field is required.')).toBeInTheDocument()
    expect(screen.getByText('The Small Image field is required.')).toBeInTheDocument()
    expect(screen.getByText('The Large Image field is required.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Deal Name')).toHaveFocus())
    expect(screen.getByLabelText('Location')).toHaveValue('80 Feet Road, Koramangala 4th Block')
    expect(screen.getByRole('checkbox', { name: /Monday/ })).toBeDisabled()

    await user.click(screen.getByRole('switch', { name: 'Open Deal' }))
    expect(screen.queryByLabelText('Deal Price (₹)')).toBeNull()
    expect(screen.getByText('The Amount field is required.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete tier 1' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Add a tier' }))
    expect(screen.getByRole('button', { name: 'Delete tier 2' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Add Deal | Hola Deals'))
  })

  it('goes back to /dashboard on Cancel', async () => {
    await signInPersona('vendor@example.com')
    const { location } = renderInApp(<AddDealScreen />, '/add-deal')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'))
  })

  it('sends a vendor whose phone is not verified to /dashboard with the spec warning', async () => {
    await signInPersona('vendor@example.com')
    await db.users.update((q) => q.where({ id: PERSONA_IDS.vendor }), {
      data(u) {
        u.is_verified = 0
      },
    })
    const { location } = renderInApp(<AddDealScreen />, '/add-deal')
    expect(
      await screen.findByText('Not Allowed - Email or Phone is not verified, please verify first.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'))
  })

  it("refuses a From before India's today under From, and a Till before From under Till (spec 2 §4)", async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<AddDealScreen />, '/add-deal')
    const user = userEvent.setup()
    const today = indiaDay(appNow())
    await user.type(await screen.findByLabelText('From'), formatDashDate(addDays(today, -1)))
    await user.type(screen.getByLabelText('Till'), formatDashDate(addDays(today, 3)))
    await user.click(screen.getByRole('button', { name: 'Save Deal' }))
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('The valid till date cannot start before today.')
    expect(screen.getByLabelText('Till')).not.toHaveAccessibleDescription(/before today/)

    await user.clear(screen.getByLabelText('From'))
    await user.type(screen.getByLabelText('From'), formatDashDate(addDays(today, 5)))
    await user.clear(screen.getByLabelText('Till'))
    await user.type(screen.getByLabelText('Till'), formatDashDate(addDays(today, 4)))
    await user.click(screen.getByRole('button', { name: 'Save Deal' }))
    expect(screen.getByLabelText('Till')).toHaveAccessibleDescription(
      'The valid till date must end on or after its start.',
    )
    expect(screen.getByLabelText('From')).not.toHaveAccessibleDescription(/./)
  }, 20_000)
})
