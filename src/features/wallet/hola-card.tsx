import type { CustomerConfirmedStatementResponse } from '../../api/schemas/wallet'
import { formatCardDate as cardDate } from '../../lib/dates'

/** The Hola card (spec 3 §2): its category (Silver or Gold), number and dates. */
export function HolaCard({
  category,
  user,
}: {
  category: string | null
  /** Undefined while the statement loads: the card keeps its size, its lines read '…'. */
  user: CustomerConfirmedStatementResponse['user'] | undefined
}) {
  return (
    <div className="statement-card hola-card" aria-label="Hola card">
      <h2>{category ? `${category} Hola card` : 'Hola card'}</h2>
      <p className="hola-card-number">{user?.card_number ?? '…'}</p>
      <p className="hola-card-dates">
        <span>Issued {user ? cardDate(user.card_issued_on) : '…'}</span>{' '}
        <span>Valid till {user ? cardDate(user.card_valid_until) : '…'}</span>
      </p>
      <p className="hola-card-name">{user?.full_name ?? '…'}</p>
    </div>
  )
}
