import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addDays, formatDashDate, indiaDay } from '../../lib/dates'
import { appNow } from '../../lib/app-clock'
import { renderInApp, resetApp, signInPersona } from '../../testing/app-test-kit'
import AdPaymentScreen from './ad-payment-screen'

afterEach(() => {
  vi.restoreAllMocks()
  resetApp()
  for (const form of document.querySelectorAll('form[hidden]')) form.remove()
})

const SPOTLIGHT = 'ad500000-0000-4000-8000-000000000002'

describe('/advertisement-payment/{id}', () => {
  it('hands the ad to the gateway as every payment screen does, and Pay stays busy while the page leaves', async () => {
    // jsdom cannot leave the page: the submit is recorded instead.
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined)
    await signInPersona('vendor@example.com')
    renderInApp(<AdPaymentScreen params={{ id: SPOTLIGHT }} />, `/advertisement-payment/${SPOTLIGHT}`)
    const user = userEvent.setup()
    await user.type(
      await screen.findByRole('textbox', { name: 'Start date' }),
      formatDashDate(addDays(indiaDay(appNow()), 2)),
    )
    await user.selectOptions(screen.getByLabelText('Deal'), 'Kulhad Chai for Two')
    const pay = screen.getByRole('button', { name: 'Pay' })
    await user.click(pay)
    // The hidden form the gateway gets (encRequest, access_code), submitted.
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce())
    expect(document.querySelector('form[hidden] input[name="encRequest"]')).not.toBeNull()
    // Leaving never settles: once every pending update has run, Pay is still busy, so a second press buys nothing.
    await act(async () => undefined)
    expect(pay).toHaveAttribute('aria-busy', 'true')
  }, 20_000)
})
