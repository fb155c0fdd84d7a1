import { afterEach, describe, expect, it } from 'vitest'
import { act, render } from '@testing-library/react'
import { StrictMode } from 'react'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { statementReturnNotice } from '../lib/statement-window'
import { notices } from '../state/ui'
import { useReturnNotice } from './use-return-notice'

afterEach(() => {
  notices.value = []
})

function Page() {
  useReturnNotice(statementReturnNotice, '/statement')
  return null
}

describe('useReturnNotice', () => {
  it('says the message once under StrictMode (its effect runs twice in development), puts the address back, and says a later return again', async () => {
    const location = memoryLocation({ path: '/statement?message=success', record: true })
    render(
      <StrictMode>
        <Router hook={location.hook}>
          <Page />
        </Router>
      </StrictMode>,
    )
    await act(async () => {})
    expect(notices.value.map((n) => n.text)).toEqual([statementReturnNotice('success').text])
    expect(location.history.at(-1)).toBe('/statement')
    // Back from another payment, declined this time, and then the same message again: each is said once.
    await act(async () => location.navigate('/statement?message=failure'))
    await act(async () => location.navigate('/statement?message=failure'))
    expect(notices.value.map((n) => n.title)).toEqual(['Success', 'Payment declined', 'Payment declined'])
    expect(location.history.at(-1)).toBe('/statement')
  })
})
