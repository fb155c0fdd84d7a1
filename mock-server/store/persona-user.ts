import { db } from './db'
import { PERSONA_IDS, type PersonaKey } from './personas'

/** The persona's user row in the current data (the seed always writes it). */
export const userOf = (persona: PersonaKey) =>
  db.users.findFirst((q) => q.where({ id: PERSONA_IDS[persona] }), { strict: true })
