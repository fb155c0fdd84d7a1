import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS } from '../../lib/search-debounce'
import { SearchPick, type Pick } from './search-pick'

const KARNATAKA = { id: 1, name: 'Karnataka' }

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function setUp(found: Pick[]) {
  const search = vi.fn(async () => found)
  const onChoose = vi.fn()
  render(
    <SearchPick
      id="state"
      label="State"
      value={null}
      onChoose={onChoose}
      search={search}
      emptyText="Opps! Invalid State. Please contact administrator."
    />,
  )
  return { search, onChoose, field: screen.getByRole('combobox', { name: 'State' }) }
}

describe('SearchPick', () => {
  it('searches 800 ms after the last key, once, then offers the results to choose by keyboard', async () => {
    const { search, onChoose, field } = setUp([KARNATAKA, { id: 2, name: 'Kerala' }])
    fireEvent.change(field, { target: { value: 'K' } })
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 100))
    fireEvent.change(field, { target: { value: 'Ka' } })
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1))
    expect(search).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(search).toHaveBeenCalledTimes(1)
    expect(search).toHaveBeenCalledWith('Ka')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Karnataka', 'Kerala'])
    fireEvent.keyDown(field, { key: 'ArrowDown' })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(onChoose).toHaveBeenCalledWith({ id: 2, name: 'Kerala' })
    expect(field).toHaveValue('Kerala')
  })

  it('says so when nothing matches', async () => {
    const { field } = setUp([])
    fireEvent.change(field, { target: { value: 'Atlantis' } })
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(screen.getByText('Opps! Invalid State. Please contact administrator.')).toBeInTheDocument()
    expect(field).toHaveAttribute('aria-invalid', 'true')
  })

  it('takes a name typed out in full as the choice', async () => {
    const { onChoose, field } = setUp([KARNATAKA])
    fireEvent.change(field, { target: { value: 'karnataka' } })
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS))
    expect(onChoose).toHaveBeenCalledWith(KARNATAKA)
    expect(field).toHaveValue('Karnataka')
    expect(screen.queryByRole('option')).toBeNull()
  })
})
