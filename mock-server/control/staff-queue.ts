import type { StaffItem } from '../../src/api/schemas/mock-control'
import { HttpError } from '../kit/http-error'
import { areaList } from '../areas'
import type { StaffKind } from './staff-kind'

/**
 * Every kind in the staff queue, by the `kind` the control routes take, gathered from the areas' manifests when asked
 * (not when this module loads, so its place in the import order cannot matter). Adding one: a `StaffKind` in its
 * area's folder and one entry in the area's `staffKinds`; the demo panel and the routes pick it up.
 */
export const staffKinds = (): Record<string, StaffKind> =>
  Object.assign({}, ...areaList.map((a) => ('staffKinds' in a ? a.staffKinds : {})))

/** The kinds and what the panel calls them, in the areas' order. */
export const staffKindNames = () => Object.entries(staffKinds()).map(([kind, k]) => ({ kind, name: k.name }))

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
  const kinds = staffKinds()
  const words = (search ?? '').trim().toLowerCase()
  const matching = Object.values(kinds)
    .flatMap((k) => k.pending())
    .filter((i) => !words || `${i.title} ${i.detail}`.toLowerCase().includes(words))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
  const counts = Object.fromEntries(Object.keys(kinds).map((k) => [k, 0]))
  for (const i of matching) counts[i.kind] = (counts[i.kind] ?? 0) + 1
  return { items: kind ? matching.filter((i) => i.kind === kind) : matching, counts }
}

/** The kind a control route names; an unknown one is a 404, as an unknown id is. */
export function staffKind(kind: string): StaffKind {
  const kinds = staffKinds()
  const found = Object.hasOwn(kinds, kind) ? kinds[kind] : undefined
  if (!found) throw new HttpError(404, `Unknown staff queue kind: ${kind}`)
  return found
}
