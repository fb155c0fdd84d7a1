import { describe, expect, it } from 'vitest'
import { STATES } from '../../contracts/states'
import { db, snapshot } from '../store/db'
import { post } from '../testing/test-kit'
import { AREAS } from '../areas'

describe('provider states', () => {
  it('has exactly one set-up for every name in contracts/states.ts, in one area', () => {
    const named = Object.entries(AREAS).flatMap(([name, area]) =>
      Object.keys('providerStates' in area ? area.providerStates : {}).map((state) => `${state} (${name})`),
    )
    const names = named.map((n) => n.replace(/ \(\w+\)$/, ''))
    expect(new Set(names).size, `a state set up in two groups: ${named.join(', ')}`).toBe(names.length)
    expect([...names].sort()).toEqual(Object.values(STATES).sort())
  })

  it('sets a state up through the control API, on a fresh seed', async () => {
    db.cartItems.clear()
    const res = await post('__mock/provider-state', {
      state: STATES.customerKeepsDeal,
      params: { token: 'state-test-token' },
    })
    expect(res.status).toBe(200)
    const mine = await post('customer/my-wishlist', { cart_type: 1 }, { token: 'state-test-token' })
    expect((mine.body.my_deals as unknown[]).length).toBe(3)
  })

  it('answers an unknown state, or a name inherited from Object, with a 404 and leaves the data alone', async () => {
    db.cartItems.clear()
    const before = snapshot()
    for (const state of ['a state nobody wrote', 'constructor', '__proto__', 'toString']) {
      expect(await post('__mock/provider-state', { state })).toEqual({
        status: 404,
        body: { message: `Unknown provider state: ${state}` },
      })
    }
    expect(snapshot()).toEqual(before)
  })
})
