import { useSignals } from '@preact/signals-react/runtime'
import { Link, useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { session, viewerOf } from '../../state/session'
import { installOffer } from '../../state/ui'
import { confirmLogout } from '../../features/auth/logout'
import { paths } from '../../lib/paths'
import { menuFor } from './menu'

/**
 * The signed-in menu's list (spec 3 §2): the role's links, "Install the app" while the browser offers it, Logout. Only
 * an open menu shows it, so the header loads it then (or ahead, when signed in) and home's entry does not carry it.
 */
export default function UserMenuList({ close }: { close: () => void }) {
  useSignals()
  const install = installOffer.value
  const snap = useSnapshot(session)
  const [location, navigate] = useLocation()
  return (
    <nav id="user-menu-list" className="menu-list" aria-label="Main menu">
      <ul>
        {menuFor(viewerOf(snap)).map((m) => (
          <li key={m.href}>
            <Link href={m.href} aria-current={location === m.href ? 'page' : undefined}>
              {m.label}
            </Link>
          </li>
        ))}
        {install && (
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                close()
                install()
              }}
            >
              Install the app
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className="link-button"
            onClick={async () => {
              close()
              if (await confirmLogout()) navigate(paths.home())
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </nav>
  )
}
