import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { busyCalls } from '../state/ui'
import { useCallsInFlight } from './use-calls-in-flight'

function Probe() {
  return <p data-testid="probe">{useCallsInFlight() ? 'busy' : 'idle'}</p>
}

afterEach(() => {
  busyCalls.value = 0
})

describe('useCallsInFlight', () => {
  it('follows the calls in flight: busy from the first call until the last one ends', async () => {
    render(<Probe />)
    expect(screen.getByTestId('probe')).toHaveTextContent('idle')
    await act(async () => void (busyCalls.value = 1))
    expect(screen.getByTestId('probe')).toHaveTextContent('busy')
    await act(async () => void (busyCalls.value = 2))
    await act(async () => void (busyCalls.value = 1))
    expect(screen.getByTestId('probe')).toHaveTextContent('busy')
    await act(async () => void (busyCalls.value = 0))
    expect(screen.getByTestId('probe')).toHaveTextContent('idle')
  })

  it('says busy at once for a call already in flight when it mounts', async () => {
    busyCalls.value = 1
    await act(async () => void render(<Probe />))
    expect(screen.getByTestId('probe')).toHaveTextContent('busy')
  })
})
