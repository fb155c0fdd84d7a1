import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { busyCalls, confirmRequest, openPanel } from '../state/ui'
import { QUIET_MS, useQuietMoment } from './use-quiet-moment'

function Probe({ enabled = true }: { enabled?: boolean }) {
  return <p data-testid="probe">{useQuietMoment(enabled) ? 'quiet' : 'waiting'}</p>
}
const probe = () => screen.getByTestId('probe').textContent
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('useQuietMoment', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    busyCalls.value = 0
    openPanel.value = null
    confirmRequest.value = null
  })

  it('turns quiet once no call has been in flight for QUIET_MS, and stays so', async () => {
    busyCalls.value = 1
    render(<Probe />)
    await wait(QUIET_MS * 3)
    expect(probe()).toBe('waiting')
    await act(() => void (busyCalls.value = 0))
    await wait(QUIET_MS - 50)
    // A call that starts within the window (the page's next request) starts the wait again.
    await act(() => void (busyCalls.value = 1))
    await act(() => void (busyCalls.value = 0))
    await wait(QUIET_MS - 50)
    expect(probe()).toBe('waiting')
    await wait(100)
    expect(probe()).toBe('quiet')
    await act(() => void (busyCalls.value = 2))
    expect(probe()).toBe('quiet')
  })

  it('waits while a side panel or a confirm is open', async () => {
    openPanel.value = { kind: 'login' }
    render(<Probe />)
    await wait(QUIET_MS * 2)
    expect(probe()).toBe('waiting')
    await act(() => void (openPanel.value = null))
    await act(
      () => void (confirmRequest.value = { title: 'Sure?', confirmText: 'Yes', cancelText: 'No', resolve: () => {} }),
    )
    await wait(QUIET_MS * 2)
    expect(probe()).toBe('waiting')
    await act(() => void (confirmRequest.value = null))
    await wait(QUIET_MS)
    expect(probe()).toBe('quiet')
  })

  it('waits while another dialog is open in the page', async () => {
    const other = document.createElement('div')
    other.setAttribute('role', 'dialog')
    document.body.append(other)
    render(<Probe />)
    await wait(QUIET_MS * 2)
    expect(probe()).toBe('waiting')
    // The dialog closes: <body> changes, the wait starts.
    await act(async () => other.remove())
    await wait(QUIET_MS)
    expect(probe()).toBe('quiet')
  })

  it('does nothing while disabled', async () => {
    render(<Probe enabled={false} />)
    await wait(QUIET_MS * 2)
    expect(probe()).toBe('waiting')
  })
})
