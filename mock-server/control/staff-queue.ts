import type { StaffAction, StaffApproval, StaffItem } from '../../src/api/schemas/mock-control'
import { HttpError } from '../kit/http-error'
import { areaList } from '../areas'

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

/**
 * Every kind in the staff queue, by the `kind` the control routes take, gathered from the areas' manifests. Adding
 * one: a file under ./staff and one entry in its area's `staffKinds`; the demo panel and the routes pick it up.
 */
export const STAFF_KINDS: Record<string, StaffKind> = Object.assign(
  {},
  ...areaList.map((a) => ('staffKinds' in a ? a.staffKinds : {})),
)

/** The kinds and what the panel calls them, in the areas' order. */
export const staffKindNames = () => Object.entries(STAFF_KINDS).map(([kind, k]) => ({ kind, name: k.name }))

/** What the queue is narrowed to: one kind, and a search in the items' names (title and detail, any case). */
export type StaffQueueQuery = { kind?: string; search?: string }

/**
 * What is waiting, by the time each item entered the queue, latest first (a deal corrected a minute ago leads, not
 * its creation date), narrowed to `kind` and `search`; `counts` says how many of each kind match the search, so a
 * filter can say what it holds before it is chosen.
 */
export function staffQueue({ kind, search }: StaffQueueQuery = {}): {
  items: StaffItem[]
  counts: Record<string, number>
} {
  const words = (search ?? '').trim().toLowerCase()
  const matching = Object.values(STAFF_KINDS)
    .flatMap((k) => k.pending())
    .filter((i) => !words || `${i.title} ${i.detail}`.toLowerCase().includes(words))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
  const counts = Object.fromEntries(Object.keys(STAFF_KINDS).map((k) => [k, 0]))
  for (const i of matching) counts[i.kind] = (counts[i.kind] ?? 0) + 1
  return { items: kind ? matching.filter((i) => i.kind === kind) : matching, counts }
}

/** The kind a control route names; an unknown one is a 404, as an unknown id is. */
export function staffKind(kind: string): StaffKind {
  const found = Object.hasOwn(STAFF_KINDS, kind) ? STAFF_KINDS[kind] : undefined
  if (!found) throw new HttpError(404, `Unknown staff queue kind: ${kind}`)
  return found
}
