import type { Route } from '../kit/endpoint'
import type { StateSetUps } from '../control/state-set-up'
import type { StaffKind } from '../control/staff-kind'
import type { Subscriber } from '../events/events'
import type { Tables } from '../store/db'

/** What an area's seed may read: the catalogue's size, the instant the seed is written, and the story's fixed epoch. */
export type SeedContext = { deals: number; now: number; epoch: number }

/**
 * One mock area (docs/decisions/composition.md): everything the shared lists need from it. The seed, the route list,
 * the provider states, the staff queue and the database read every area's manifest from ./index.ts, so a new area is
 * its own folder plus one line there.
 */
export type Area = {
  /** The area's tables (./<area>/tables.ts, which also adds their types to the database's). */
  tables?: Tables
  /** The area's endpoints (made with kit/endpoint.ts endpoint(), each from its endpoint table entry). */
  handlers?: Route[]
  /** Writes the area's part of the deterministic seed; areas seed in the order ./index.ts lists them. */
  seed?: (context: SeedContext) => Promise<void>
  /** Provider-state set-ups for the names of contracts/states.ts the area's contracts use. */
  providerStates?: StateSetUps
  /** Kinds of staff work the area adds to the demo panel's one queue, by the `kind` the control routes take. */
  staffKinds?: Record<string, StaffKind>
  /** What the area does when the domain announces an event (events/events.ts): its emails, notifications, rewards. */
  subscribers?: Subscriber[]
}

/** Declares an area, keeping the literal names of its provider states (so their union can be checked for coverage). */
export const area = <const A extends Area>(manifest: A): A => manifest
