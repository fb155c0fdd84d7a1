import { ref } from 'valtio'
import { menuCategory } from '../api/deals'
import type { MenuCategoryRequest, MenuCategoryResponse } from '../api/schemas/deals'
import { customerIdOf, session } from './session'

/**
 * Counts the app's navigations (wouter's history events and the browser's back/forward). An answer is shared only
 * within the visit it was asked in, so coming back to home later asks again (fresh wishlist flags).
 */
let visit = 0
if (typeof window !== 'undefined') {
  for (const e of ['pushState', 'replaceState', 'popstate']) window.addEventListener(e, () => visit++)
}

let shared: { key: string; visit: number; answer: Promise<MenuCategoryResponse> } | null = null

/** The menu-category body for the current place and customer (the backend trusts the token; the id is sent as the spec lists it). */
export function menuBody(): MenuCategoryRequest {
  return { wishlist_customer_id: customerIdOf(session), city_id: session.currentPosition?.id ?? null }
}

/**
 * menu-category, shared by home and the footer: the same request in the same visit is one request, in flight or
 * answered. On a first load the footer (in the shell) asks before home's chunk has arrived, and its answer is often in
 * before home asks: sharing only the request in flight sent it twice. A failed answer is not kept (Try again asks).
 * The answer's lists are kept in the session (spec 1 §3).
 */
export function loadMenu(body: MenuCategoryRequest = menuBody()): Promise<MenuCategoryResponse> {
  const key = JSON.stringify([body, session.latlong])
  if (shared?.key === key && shared.visit === visit) return shared.answer
  const answer = menuCategory(body).then((r) => {
    // Kept as they are (valtio's `ref`): proxied, every deal of every row became a proxy and every snapshot of the
    // session copied them all (~90 ms of main thread at 4x CPU per answer); nothing observes them changing.
    session.top_menu_cateogry = ref(r.top_menu_cateogry)
    session.slider_category = ref(r.slider_category)
    session.featured_vendor = ref(r.featured_vendor)
    return r
  })
  const mine = { key, visit, answer }
  shared = mine
  answer.catch(() => {
    if (shared === mine) shared = null
  })
  return answer
}

/** Forgets the shared answer (tests that change the data between two screens of one visit). */
export function forgetMenu() {
  shared = null
}
