import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { DealDetail, ListingDeal } from '../api/schemas/deals'

/**
 * The seams where the app puts a product area's part into a shared deal view (docs/decisions/composition.md).
 * src/ui renders the slot and never knows who fills it; src/app fills it (today with the customer's wishlist and
 * My Deals actions). An empty slot renders nothing.
 */
export type DealCardActionsSlot = ComponentType<{ deal: ListingDeal; onChanged?: (deal: ListingDeal) => void }>
export type DealPageActionsSlot = ComponentType<{ deal: DealDetail; onChanged: () => void }>

export type DealSlots = {
  /** Beside a deal card's price (the customer's plus and heart). */
  cardActions?: DealCardActionsSlot
  /** Under the deal page's price box (the customer's add, heart and report). */
  pageActions?: DealPageActionsSlot
}

const DealSlotsContext = createContext<DealSlots>({})

export function DealSlotsProvider({ slots, children }: { slots: DealSlots; children: ReactNode }) {
  return <DealSlotsContext.Provider value={slots}>{children}</DealSlotsContext.Provider>
}

export const useDealSlots = () => useContext(DealSlotsContext)

/** The deal page's actions slot. */
export function DealPageActions(props: { deal: DealDetail; onChanged: () => void }) {
  const Actions = useDealSlots().pageActions
  return Actions ? <Actions {...props} /> : null
}
