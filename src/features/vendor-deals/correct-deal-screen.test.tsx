import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SENT_BACK_DEAL_UUID } from '../../../mock-server/areas/vendor-deals/seed'
import { correctionDeal } from '../../api/vendor-deals'
import { VENDOR_DEALS_TEXTS } from '../../lib/vendor-deal-texts'
import { addDays, indiaDay } from '../../lib/dates'
import { weekdayOf } from '../../lib/vendor-deal-rules'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import CorrectDealScreen from './correct-deal-screen'

afterEach(resetApp)

const field = (name: string) => screen.getByRole('region', { name })

describe('/correct-deal/{uuid}', () => {
  it('shows the status and each reviewer comment above its field; saving another field keeps every comment above its own field', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<CorrectDealScreen params={{ id: SENT_BACK_DEAL_UUID }} />, `/correct-deal/${SENT_BACK_DEAL_UUID}`)
    expect(
      await screen.findByRole('heading', { name: 'Correct “Paneer Tikka Wrap & Lassi”', level: 1 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Pending')).toHaveClass('status-warning')
    expect(within(field('Small image')).getByRole('note')).toHaveTextContent('The picture is blurred')
    expect(within(field('Terms & Conditions')).getByRole('note')).toHaveTextContent('lassi can be swapped')
    expect(within(field('Deal Name')).queryByRole('note')).toBeNull()
    await waitFor(() => expect(document.title).toBe('Correct Paneer Tikka Wrap & Lassi | Hola Deals'))

    const user = userEvent.setup()
    await user.click(within(field('Deal Name')).getByRole('button', { name: 'Edit Deal Name' }))
    // One field at a time.
    expect(
      within(field('Discount in Percentage')).getByRole('button', { name: 'Edit Discount in Percentage' }),
    ).toBeDisabled()
    await user.clear(within(field('Deal Name')).getByLabelText('Deal Name'))
    await user.click(within(field('Deal Name')).getByRole('button', { name: 'Save Deal Name' }))
    expect(within(field('Deal Name')).getByText('The name field is required.')).toBeInTheDocument()
    await user.type(within(field('Deal Name')).getByLabelText('Deal Name'), 'Paneer Wrap & Sweet Lassi')
    await user.click(within(field('Deal Name')).getByRole('button', { name: 'Save Deal Name' }))
    // The name had no comment: both comments stay, each above its own field.
    expect(await screen.findByText(VENDOR_DEALS_TEXTS.correctionSaved(2))).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Correct “Paneer Wrap & Sweet Lassi”', level: 1 }),
    ).toBeInTheDocument()
    expect(within(field('Small image')).getByRole('note')).toHaveTextContent('The picture is blurred')
    expect(within(field('Terms & Conditions')).getByRole('note')).toHaveTextContent('lassi can be swapped')
    expect(screen.getByText(/Sent back with 2 comments/)).toBeInTheDocument()
    expect((await correctionDeal(SENT_BACK_DEAL_UUID)).deal).toMatchObject({
      name: 'Paneer Wrap & Sweet Lassi',
      is_approved: 0,
      deal_comments: {
        comment: { comments: { small_image: expect.any(String), terms_conditions: expect.any(String) } },
      },
    })
  }, 20_000)

  it('a one-day range selects its day, as on Add Deal, and the saved deal is valid on that day only', async () => {
    await signInPersona('vendor@example.com')
    const start = addDays(indiaDay(Date.now()), 10)
    const day = addDays(start, 2)
    renderInApp(<CorrectDealScreen params={{ id: SENT_BACK_DEAL_UUID }} />, `/correct-deal/${SENT_BACK_DEAL_UUID}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Valid Till Date' }))
    const dates = field('Valid Till Date')
    const setDate = (label: string, value: string) =>
      fireEvent.change(within(dates).getByLabelText(label), { target: { value } })
    // Two days first (the deal keeps those two weekdays at most), then one day that is neither of them.
    setDate('From', start)
    setDate('Till', addDays(start, 1))
    setDate('Till', day)
    setDate('From', day)
    await user.click(within(dates).getByRole('button', { name: 'Save Valid Till Date' }))
    // The dates carry no reviewer comment, so both comments stay open.
    expect(await screen.findByText(VENDOR_DEALS_TEXTS.correctionSaved(2))).toBeInTheDocument()
    await waitFor(async () => expect((await correctionDeal(SENT_BACK_DEAL_UUID)).deal.days).toEqual([weekdayOf(day)]))
  })

  it('Enter in the field being edited saves it, as the Save icon does; a refused save puts the focus on the field to fix', async () => {
    await signInPersona('vendor@example.com')
    renderInApp(<CorrectDealScreen params={{ id: SENT_BACK_DEAL_UUID }} />, `/correct-deal/${SENT_BACK_DEAL_UUID}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Deal Name' }))
    const name = within(field('Deal Name')).getByLabelText('Deal Name')
    await user.clear(name)
    await user.keyboard('{Enter}')
    // The shared rule refused it (the form hook's formErrors), under the field and focused.
    expect(await within(field('Deal Name')).findByText('The name field is required.')).toBeInTheDocument()
    await waitFor(() => expect(name).toHaveFocus())
    await user.type(name, 'Paneer Wrap{Enter}')
    expect(await screen.findByText(VENDOR_DEALS_TEXTS.correctionSaved(2))).toBeInTheDocument()
    await waitFor(async () => expect((await correctionDeal(SENT_BACK_DEAL_UUID)).deal.name).toBe('Paneer Wrap'))
  }, 20_000)

  it('says so for a deal that is not the vendor’s own', async () => {
    await signInPersona('pending.vendor@example.com')
    renderInApp(<CorrectDealScreen params={{ id: SENT_BACK_DEAL_UUID }} />, `/correct-deal/${SENT_BACK_DEAL_UUID}`)
    expect(await screen.findByText('You can only change your own deals.')).toBeInTheDocument()
  })
})
