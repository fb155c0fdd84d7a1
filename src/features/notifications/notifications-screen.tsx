import { roleOfViewer } from '../../lib/user-type'
import { useCallback, useEffect, useRef, useState } from 'react'
import { LIVE } from '../../lib/live-events'
import { useLiveEvents } from '../../ui/use-live-events'
import { useLocation } from 'wouter'
import { listNotification } from '../../api/notifications'
import type { Notification } from '../../api/schemas/notifications'
import { NOTIFICATIONS_PER_PAGE, NOTIFICATION_TEXTS } from '../../lib/notification-texts'
import { useViewer } from '../../state/session'
import { usePageTitle } from '../../ui/page-title'
import { Empty, Failed, Loading } from '../../ui/states'
import { bell, openNotification } from './bell-state'
import { NotificationItem } from './notification-item'
import './notifications.css'

type Loaded = { rows: Notification[]; page: number; lastPage: number }

/**
 * /notification (spec 3 §2, §9): the person's notifications 10 at a time, newest first, the next 10 loading when the
 * end of the list scrolls into view (an IntersectionObserver sentinel), with a Load more button for the keyboard and
 * for when the observer does not fire. Opening one works as in the bell's dropdown.
 */
export default function NotificationsScreen() {
  usePageTitle(NOTIFICATION_TEXTS.title)
  const { viewer } = useViewer()
  const role = roleOfViewer(viewer)
  const [, navigate] = useLocation()
  const [list, setList] = useState<Loaded | null>(null)
  const [status, setStatus] = useState<'loading' | 'idle' | 'failed'>('loading')
  const busy = useRef(false)
  const sentinel = useRef<HTMLDivElement>(null)

  const load = useCallback(
    async (page: number) => {
      if (busy.current) return
      busy.current = true
      setStatus('loading')
      try {
        const r = await listNotification(role, { page, rowsPerPage: NOTIFICATIONS_PER_PAGE, order: 'desc' })
        bell.unseen = r.unseen_notification_count
        setList((prev) => {
          const before = page === 1 || !prev ? [] : prev.rows
          const known = new Set(before.map((n) => n.uuid))
          return {
            rows: [...before, ...r.data.data.filter((n) => !known.has(n.uuid))],
            page: r.data.current_page,
            lastPage: r.data.last_page,
          }
        })
        setStatus('idle')
      } catch {
        setStatus('failed')
      } finally {
        busy.current = false
      }
    },
    [role],
  )

  useEffect(() => {
    setList(null)
    void load(1)
  }, [load])
  // A new notification elsewhere (the demo's live events): the first page again, newest first.
  useLiveEvents(LIVE.notifications, () => void load(1))

  const more = list !== null && list.page < list.lastPage
  const next = list ? list.page + 1 : 1
  useEffect(() => {
    const el = sentinel.current
    if (!el || !more || status !== 'idle' || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void load(next)
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [more, next, status, load])

  const open = (n: Notification) =>
    void openNotification(role, n, (url) => {
      setList((prev) => prev && { ...prev, rows: prev.rows.map((x) => (x.uuid === n.uuid ? { ...x, is_seen: 1 } : x)) })
      navigate(url)
    })

  return (
    <section className="notifications-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">{NOTIFICATION_TEXTS.title}</h1>
      {list === null ? (
        status === 'failed' ? (
          <Failed text={NOTIFICATION_TEXTS.failed} onRetry={() => void load(1)} />
        ) : (
          <Loading />
        )
      ) : list.rows.length === 0 ? (
        <Empty text={NOTIFICATION_TEXTS.empty} />
      ) : (
        <>
          <ul className="notification-list notification-page-list">
            {list.rows.map((n) => (
              <li key={n.uuid}>
                <NotificationItem n={n} onOpen={() => open(n)} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className="notification-sentinel" aria-hidden="true" />
          {status === 'failed' && <Failed text={NOTIFICATION_TEXTS.failed} onRetry={() => void load(next)} />}
          {more && status !== 'failed' && (
            <button
              type="button"
              className="button button-secondary notification-more"
              disabled={status === 'loading'}
              onClick={() => void load(next)}
            >
              {status === 'loading' ? 'Loading…' : NOTIFICATION_TEXTS.loadMore}
            </button>
          )}
        </>
      )}
    </section>
  )
}
