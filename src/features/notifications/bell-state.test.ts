import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../api/schemas/notifications'

const api = vi.hoisted(() => ({ listNotification: vi.fn(), seenNotification: vi.fn() }))
vi.mock('../../api/notifications', () => api)

const { bell, clearBell, openNotification, refreshBell } = await import('./bell-state')

const note = (uuid: string, is_seen: 0 | 1): Notification => ({
  uuid,
  message: `Message ${uuid}`,
  reference_url: `/my-orders?${uuid}`,
  is_seen,
  created_at: '2026-11-20T05:31:35.336Z',
})
const page = (rows: Notification[], unseen: number) => ({
  data: { data: rows, current_page: 1, last_page: 1, total: rows.length },
  unseen_notification_count: unseen,
})

beforeEach(() => {
  clearBell()
  api.listNotification.mockReset()
  api.seenNotification.mockReset()
})

describe('the bell', () => {
  it('keeps the newest answer when an older one arrives after it', async () => {
    let answerFirst: (v: unknown) => void = () => {}
    api.listNotification.mockReturnValueOnce(new Promise((r) => (answerFirst = r)))
    api.listNotification.mockResolvedValueOnce(page([note('b', 0)], 2))
    const first = refreshBell('customer')
    await refreshBell('customer')
    answerFirst(page([], 9))
    await first
    expect(bell.unseen).toBe(2)
    expect(api.listNotification).toHaveBeenCalledWith('customer', { page: 1, rowsPerPage: 5, order: 'desc' })
  })

  it('opening an unseen one marks it seen, takes the count from the answer, then goes to its reference_url', async () => {
    api.listNotification.mockResolvedValueOnce(page([note('a', 0), note('b', 1)], 3))
    await refreshBell('vendor')
    api.seenNotification.mockResolvedValueOnce({ message: 'Notification seen.', unseen_notification_count: 2 })
    const go = vi.fn()
    await openNotification('vendor', bell.latest![0]!, go)
    expect(api.seenNotification).toHaveBeenCalledWith('vendor', 'a')
    expect(bell.unseen).toBe(2)
    expect(bell.latest![0]!.is_seen).toBe(1)
    expect(go).toHaveBeenCalledWith('/my-orders?a')
  })

  it('a seen one is not marked again; a failed mark still goes there', async () => {
    const go = vi.fn()
    await openNotification('customer', note('b', 1), go)
    expect(api.seenNotification).not.toHaveBeenCalled()
    api.seenNotification.mockRejectedValueOnce(new Error('offline'))
    await openNotification('customer', note('c', 0), go)
    expect(go).toHaveBeenCalledTimes(2)
  })
})
