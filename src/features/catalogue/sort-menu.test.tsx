import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SORT, SortMenu, initialSort } from './sort-menu'

describe('initialSort', () => {
  it('starts with distance where the listing offers it, else with its first key ascending', () => {
    expect(initialSort()).toEqual(DEFAULT_SORT)
    expect(initialSort(['name', 'deal_price', 'distance'])).toEqual(DEFAULT_SORT)
    expect(initialSort(['name', 'deal_price'])).toEqual({ sortBy: 'name', order: 'asc' })
    expect(initialSort(['deal_price'])).toEqual({ sortBy: 'deal_price', order: 'asc' })
  })

  it('gives a menu that shows the sort the list has', () => {
    render(
      <SortMenu value={initialSort(['name', 'deal_price'])} onChange={() => {}} options={['name', 'deal_price']} />,
    )
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Name')
    expect(screen.getByLabelText('Order')).toHaveDisplayValue('A to Z')
  })
})
