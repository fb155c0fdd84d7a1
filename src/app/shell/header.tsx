import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useSnapshot } from 'valtio'
import { DEFAULT_USER_IMAGE } from '../../lib/user-image'
import { session, viewerOf } from '../../state/session'
import { openPanel } from '../../state/ui'
import { HeaderTools } from '../../features/search/header-tools'
import { paths } from '../../lib/paths'
import { EXPIRED_ACCOUNT_TEXT, isExpiredAccount } from '../../lib/account-status'

/** The bell loads after the page (home's up-front JavaScript has a budget); its place is kept so nothing shifts. */
const NotificationBell = lazy(() => import('../../features/notifications/bell'))
/** The open menu's list, loaded when signed in (below), so it is there by the time the menu opens. */
const loadUserMenuList = () => import('./user-menu-list')
const UserMenuList = lazy(loadUserMenuList)

/** Logo, search and place (the catalogue), then Login / Signup for visitors or the role's menu when signed in. */
export function Header() {
  const snap = useSnapshot(session)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuRef = useRef<HTMLDivElement>(null)
  const menuButtonRef = useRef<HTMLButtonElement>(null)
  const [location] = useLocation()
  useEffect(() => setMenuOpen(false), [location])
  useEffect(() => {
    if (snap.userLoggedIn) void loadUserMenuList()
  }, [snap.userLoggedIn])
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setMenuOpen(false)
      // Focus inside the menu would be lost with it: back to the button that opened it.
      if (menuRef.current?.contains(document.activeElement)) menuButtonRef.current?.focus()
    }
    const onClick = (e: MouseEvent) => !menuRef.current?.contains(e.target as Node) && setMenuOpen(false)
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [menuOpen])

  const user = snap.userInfo
  const viewer = viewerOf(snap)

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link href={paths.home()} className="logo" aria-label="Hola Deals home">
          <img src="/img/logo.svg" alt="" width="32" height="32" />
          <span>Hola Deals</span>
        </Link>
        <HeaderTools />
        {snap.userLoggedIn && viewer !== 'guest' && (
          <Suspense fallback={<span className="bell" style={{ display: 'inline-block', width: 40, height: 40 }} />}>
            <NotificationBell role={viewer} />
          </Suspense>
        )}
        {!snap.userLoggedIn ? (
          <nav className="header-actions" aria-label="Account">
            <button type="button" className="button button-ghost" onClick={() => (openPanel.value = { kind: 'login' })}>
              Login
            </button>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => (openPanel.value = { kind: 'signup', role: 'customer' })}
            >
              Signup
            </button>
            <button
              type="button"
              className="button"
              onClick={() => (openPanel.value = { kind: 'signup', role: 'vendor' })}
            >
              Signup as Vendor
            </button>
          </nav>
        ) : (
          <div
            className="user-menu"
            ref={menuRef}
            onBlur={(e) => {
              // Tabbing out of the menu closes it, as a click outside does.
              if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setMenuOpen(false)
            }}
          >
            <button
              ref={menuButtonRef}
              type="button"
              className="user-button"
              aria-expanded={menuOpen}
              aria-controls="user-menu-list"
              onClick={() => setMenuOpen((o) => !o)}
            >
              <img
                src={snap.userImage}
                alt=""
                width="32"
                height="32"
                onError={(e) => ((e.target as HTMLImageElement).src = DEFAULT_USER_IMAGE)}
              />
              <span className="user-name">{'full_name' in user ? user.full_name : ''}</span>
              <span className="role-badge">{viewer === 'vendor' ? 'Vendor' : 'Student'}</span>
              {isExpiredAccount(user) && (
                // Spec 1 §4: an expired customer account carries a warning with this tooltip.
                <span
                  className="expired-mark"
                  role="img"
                  aria-label={EXPIRED_ACCOUNT_TEXT}
                  title={EXPIRED_ACCOUNT_TEXT}
                >
                  ⚠
                </span>
              )}
            </button>
            {menuOpen && (
              <Suspense fallback={null}>
                <UserMenuList close={() => setMenuOpen(false)} />
              </Suspense>
            )}
          </div>
        )}
      </div>
    </header>
  )
}
