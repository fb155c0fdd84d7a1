import { db } from '../db'

/** Hola points balance, derived from the ledger. */
export function pointsBalance(userId: number, state: 'confirmed' | 'floating' = 'confirmed'): number {
  let sum = 0
  for (const row of db.ledger.findMany((q) => q.where({ user_id: userId, state }))) sum += row.points
  return sum
}
