/** Page views are tracked only when an analytics id is configured (spec 1 §2). */
const analyticsId = import.meta.env.VITE_ANALYTICS_ID as string | undefined

type DataLayer = { dataLayer?: unknown[] }

export function trackPageView(path: string) {
  if (!analyticsId) return
  const w = window as Window & DataLayer
  ;(w.dataLayer ??= []).push({ event: 'page_view', page_path: path, analytics_id: analyticsId })
}
