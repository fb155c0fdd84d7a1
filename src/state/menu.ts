import { menuCategory } from '../api/deals'
import type { MenuCategoryRequest, MenuCategoryResponse } from '../api/schemas/deals'
import { customerIdOf, session } from './session'

let inFlight: { key: string; answer: Promise<MenuCategoryResponse> } | null = null

/** The menu-category body for the current place and customer (the backend trusts the token; the id is sent as the spec lists it). */
export function menuBody(): MenuCategoryRequest {
  return { wishlist_customer_id: customerIdOf(session), city_id: session.currentPosition?.id ?? null }
}

/**
 * menu-category, shared by home and the footer: the same request made while one is in flight is that one request
 * (on first load both ask at once). The answer's lists are kept in the session (spec 1 §3).
 */
export function loadMenu(body: MenuCategoryRequest = menuBody()): Promise<MenuCategoryResponse> {
  const key = JSON.stringify([body, session.latlong])
  if (inFlight?.key === key) return inFlight.answer
  const answer = menuCategory(body).then((r) => {
    session.top_menu_cateogry = r.top_menu_cateogry
    session.slider_category = r.slider_category
    session.featured_vendor = r.featured_vendor
    return r
  })
  const mine = { key, answer }
  inFlight = mine
  const settle = () => {
    if (inFlight === mine) inFlight = null
  }
  answer.then(settle, settle)
  return answer
}
