import './status-badge.css'

/** The badge's colour per status id (spec 2 §3): active success, pending warning, expired danger, inactive secondary. */
const TONE: Record<number, string> = { 1: 'success', 2: 'warning', 3: 'danger', 4: 'secondary' }

/** A deal's status as a coloured badge; `name` comes from the server's deal_status list. */
export function StatusBadge({ status, name }: { status: number; name: string }) {
  return <span className={`status-badge status-${TONE[status] ?? 'secondary'}`}>{name}</span>
}
