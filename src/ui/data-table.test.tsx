import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type Column, DataTable } from './data-table'

type Tier = { id: number; amount: string; discount: string }

const columns: Column<Tier>[] = [
  { key: 'amount', header: 'When you pay at least', cell: (t) => t.amount },
  { key: 'discount', header: 'Discount', cell: (t) => t.discount, align: 'end', width: '8rem' },
]
const tiers: Tier[] = [
  { id: 1, amount: '₹500', discount: '10%' },
  { id: 2, amount: '₹1,000', discount: '15%' },
]

const table = (props: Partial<Parameters<typeof DataTable<Tier>>[0]> = {}) =>
  render(
    <DataTable
      caption="Discount by amount"
      columns={columns}
      rows={tiers}
      rowKey={(t) => t.id}
      emptyText="No tiers yet."
      {...props}
    />,
  )

describe('DataTable', () => {
  it('is a table named by its caption, with column headers', () => {
    table()
    const t = screen.getByRole('table', { name: 'Discount by amount' })
    const headers = within(t).getAllByRole('columnheader')
    expect(headers.map((h) => h.textContent)).toEqual(['When you pay at least', 'Discount'])
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true)
  })

  it('renders one row per item and each cell from its column, labelled for the stacked layout', () => {
    table()
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['₹500', '10%'],
      ['₹1,000', '15%'],
    ])
    const discount = within(rows[0]!).getAllByRole('cell')[1]!
    expect(discount.dataset.label).toBe('Discount')
    expect(discount.style.textAlign).toBe('end')
    expect(discount.style.width).toBe('8rem')
  })

  it('can hide its caption visually and keep it as the name', () => {
    table({ captionHidden: true })
    expect(screen.getByText('Discount by amount')).toHaveClass('visually-hidden')
    expect(screen.getByRole('table', { name: 'Discount by amount' })).toBeInTheDocument()
  })

  it('pages through the shared pager', () => {
    const onPage = vi.fn()
    table({ paging: { current: 2, last: 4, onPage } })
    const pager = screen.getByRole('navigation', { name: 'Discount by amount, pages' })
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }))
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 3' }))
    fireEvent.click(within(pager).getByRole('button', { name: /Previous/ }))
    expect(onPage.mock.calls).toEqual([[3], [3], [1]])
  })

  it('shows no pager when everything fits on one page', () => {
    table({ paging: { current: 1, last: 1, onPage: vi.fn() } })
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('says when there is nothing to show, with the optional next step', () => {
    table({ rows: [], emptyAction: <a href="/deals">Browse deals</a> })
    expect(screen.getByRole('status')).toHaveTextContent('No tiers yet.')
    expect(screen.getByRole('link', { name: 'Browse deals' })).toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(2)
  })

  it('shows a failure with a retry instead of the rows, and no pager', () => {
    const onRetry = vi.fn()
    table({ error: { text: 'Could not load the tiers.', onRetry }, paging: { current: 1, last: 3, onPage: vi.fn() } })
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the tiers.')
    expect(screen.queryByText('₹500')).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('while loading, reserves a page of placeholder rows hidden from assistive tech and announces it', () => {
    table({ rows: [], loading: true, pageSize: 5 })
    const t = screen.getByRole('table')
    expect(t).toHaveAttribute('aria-busy', 'true')
    expect(t.querySelectorAll('tbody tr.data-table-placeholder')).toHaveLength(5)
    expect(within(t).getAllByRole('row')).toHaveLength(1) // only the header row is exposed
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByText('No tiers yet.')).not.toBeInTheDocument()
  })
})
