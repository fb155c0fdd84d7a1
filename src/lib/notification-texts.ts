/** Notifications (spec 3 §2, §8, §9): the page size, the empty text and the bell's words. */
export const NOTIFICATIONS_PER_PAGE = 10

/** How many the header's dropdown shows (the newest few; See All opens the rest). */
export const BELL_PREVIEW = 5

export const NOTIFICATION_TEXTS = {
  empty: 'No new notifications found!',
  seeAll: 'See All',
  title: 'Notifications',
  loadMore: 'Load more',
  seen: 'Notification seen.',
  failed: 'Notifications could not be loaded.',
} as const

/** The bell's accessible name: what it is and how many are unseen. */
export const bellLabel = (unseen: number | null) =>
  unseen === null ? 'Notifications' : unseen === 0 ? 'Notifications, none unseen' : `Notifications, ${unseen} unseen`
