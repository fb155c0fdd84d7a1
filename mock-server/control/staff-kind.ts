import type { StaffAction, StaffApproval, StaffItem } from '../../src/api/schemas/mock-control'

/**
 * One kind of work staff do: what the panel calls it, what waits, and what approving or rejecting one item does.
 * The demo panel shows `name` as the server gives it (no second list of names on the client).
 */
export type StaffKind = {
  name: string
  pending(): StaffItem[]
  /** `approval` holds the values of the item's approve_fields, when it offers any. */
  approve(id: string, approval: StaffApproval): Promise<void>
  reject(id: string, action: StaffAction): Promise<void>
}
