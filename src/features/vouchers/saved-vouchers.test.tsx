import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { resetApp, renderInApp, signInPersona } from '../../testing/app-test-kit'
import { customerIdOf, resetSession, session } from '../../state/session'
import { followSession } from './follow-session'
import { OfflineVouchers } from './offline-vouchers'
import { saveVouchers } from './save-vouchers'
import { SAVED_VOUCHERS_KEY, savedVouchersOf } from './saved-vouchers'

afterEach(resetApp)

describe("a customer's vouchers saved on the device", () => {
  it('saves only open vouchers: the paid and the cash order, not the redeemed or the cancelled one', async () => {
    await signInPersona('customer@example.com')
    const id = customerIdOf(session)!
    const saved = await saveVouchers(id)
    expect(saved?.vouchers.map((v) => v.code).sort()).toEqual(['CHAIDEMO42', 'CHAIUPI001'])
    const cash = saved!.vouchers.find((v) => v.code === 'CHAIDEMO42')!
    expect(cash.counter).toMatch(/^Pay ₹[\d.,]+ at the counter/)
    expect(cash.address).not.toBe('')
    expect(savedVouchersOf(id)?.vouchers).toHaveLength(2)
    // Nobody else reads them.
    expect(savedVouchersOf(id + 1)).toBeNull()
    expect(savedVouchersOf(null)).toBeNull()
  })

  it('offline, My Orders shows them with the time they were saved', async () => {
    await signInPersona('customer@example.com')
    await saveVouchers(customerIdOf(session)!)
    renderInApp(<OfflineVouchers />, '/my-orders')
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline: showing your vouchers saved at \d\d:\d\d$/)
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(await screen.findByRole('img', { name: 'QR code of deal code CHAIUPI001' })).toBeInTheDocument()
  })

  it('signing out removes them from the device', async () => {
    await signInPersona('customer@example.com')
    await saveVouchers(customerIdOf(session)!)
    const stop = followSession()
    expect(localStorage.getItem(SAVED_VOUCHERS_KEY)).not.toBeNull()
    resetSession()
    // valtio tells its subscribers after the change, in a microtask.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(localStorage.getItem(SAVED_VOUCHERS_KEY)).toBeNull()
    stop()
  })
})
