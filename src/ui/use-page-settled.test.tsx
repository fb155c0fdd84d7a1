import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { busyCalls } from '../state/ui'
import { SETTLED_MS, usePageSettled } from './use-page-settled'

let renders = 0
function Probe() {
  renders++
  return <p data-testid="probe">{usePageSettled() ? 'settled' : 'waiting'}</p>
}

beforeEach(() => {
  vi.useFakeTimers()
  renders = 0
})
afterEach(() => {
  busyCalls.value = 0
  vi.useRealTimers()
})

describe('usePageSettled', () => {
  it('settles once no call has run for SETTLED_MS after load, without rendering on each call', async () => {
    // jsdom's document has loaded.
    render(<Probe />)
    const first = renders
    await act(async () => void (busyCalls.value = 1))
    await act(async () => void vi.advanceTimersByTime(SETTLED_MS * 3))
    expect(screen.getByTestId('probe')).toHaveTextContent('waiting')
    await act(async () => void (busyCalls.value = 0))
    await act(async () => void vi.advanceTimersByTime(SETTLED_MS - 10))
    // A call that starts before the quiet second is over starts the wait again.
    await act(async () => void (busyCalls.value = 1))
    await act(async () => void (busyCalls.value = 0))
    await act(async () => void vi.advanceTimersByTime(SETTLED_MS - 10))
    expect(screen.getByTestId('probe')).toHaveTextContent('waiting')
    expect(renders).toBe(first)
    await act(async () => void vi.advanceTimersByTime(20))
    expect(screen.getByTestId('probe')).toHaveTextContent('settled')
  })
})
