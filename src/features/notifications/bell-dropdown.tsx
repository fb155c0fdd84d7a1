import { Link } from 'wouter'
import { useSnapshot } from 'valtio'
import { NOTIFICATION_TEXTS } from '../../lib/notification-texts'
import { paths } from '../../lib/paths'
import type { Role } from '../../lib/user-type'
import { bell, openNotification } from './bell-state'
import { NotificationItem } from './notification-item'

/** The bell's dropdown (loaded when first opened): the newest few, then See All (→ /notification). */
export default function BellDropdown({ role, onGo }: { role: Role; onGo: (url: string) => void }) {
  const snap = useSnapshot(bell)
  const latest = snap.latest
  return (
    <div id="bell-dropdown" className="bell-dropdown" role="region" aria-label={NOTIFICATION_TEXTS.title}>
      {latest === null ? (
        <p className="bell-note" role="status">
          {snap.failed ? NOTIFICATION_TEXTS.failed : 'Loading…'}
        </p>
      ) : latest.length === 0 ? (
        <p className="bell-note">{NOTIFICATION_TEXTS.empty}</p>
      ) : (
        <ul className="notification-list">
          {latest.map((n) => (
            <li key={n.uuid}>
              <NotificationItem
                n={n}
                onOpen={() => void openNotification(role, bell.latest!.find((x) => x.uuid === n.uuid) ?? n, onGo)}
              />
            </li>
          ))}
        </ul>
      )}
      {/* The route change closes the dropdown. */}
      <Link href={paths.notification()} className="bell-see-all">
        {NOTIFICATION_TEXTS.seeAll}
      </Link>
    </div>
  )
}
