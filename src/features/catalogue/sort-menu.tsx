import { useId } from 'react'
import type { DealSort, SortOrder } from '../../api/schemas/deals'

export type SortChoice = { sortBy: DealSort; order: SortOrder }

/** The sort menu's options and the keys they send (spec 2 §2: Name, price, kms → name, deal_price, distance). */
const SORT_OPTIONS: ReadonlyArray<{ value: DealSort; label: string }> = [
  { value: 'name', label: 'Name' },
  { value: 'deal_price', label: 'price' },
  { value: 'distance', label: 'kms' },
]

/** Spec 2 §9: distance ascending. */
export const DEFAULT_SORT: SortChoice = { sortBy: 'distance', order: 'asc' }

/**
 * The sort a listing starts with: the spec's distance order where the listing offers it, else its first key
 * ascending, so the menu always shows the order the list really has (the search result offers name and price only).
 */
export function initialSort(options?: ReadonlyArray<DealSort>): SortChoice {
  if (!options || options.includes(DEFAULT_SORT.sortBy)) return DEFAULT_SORT
  return { sortBy: options[0] ?? DEFAULT_SORT.sortBy, order: 'asc' }
}

type Props = {
  value: SortChoice
  onChange: (next: SortChoice) => void
  /** Which keys this listing offers (the search result sorts by name or price only). */
  options?: ReadonlyArray<DealSort>
}

/** Sort by Name, price or kms, ascending or descending. */
export function SortMenu({ value, onChange, options }: Props) {
  const id = useId()
  const shown = SORT_OPTIONS.filter((o) => !options || options.includes(o.value))
  const ascLabel = value.sortBy === 'name' ? 'A to Z' : value.sortBy === 'deal_price' ? 'Low to high' : 'Nearest first'
  const descLabel =
    value.sortBy === 'name' ? 'Z to A' : value.sortBy === 'deal_price' ? 'High to low' : 'Farthest first'
  return (
    <div className="sort-menu">
      <label htmlFor={`${id}-by`}>Sort by</label>
      <select
        id={`${id}-by`}
        value={value.sortBy}
        onChange={(e) => onChange({ sortBy: e.target.value as DealSort, order: 'asc' })}
      >
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-order`} className="visually-hidden">
        Order
      </label>
      <select
        id={`${id}-order`}
        value={value.order}
        onChange={(e) => onChange({ ...value, order: e.target.value as SortOrder })}
      >
        <option value="asc">{ascLabel}</option>
        <option value="desc">{descLabel}</option>
      </select>
    </div>
  )
}
