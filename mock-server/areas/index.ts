import { ads } from './ads'
import { auth } from './auth'
import { catalogue } from './catalogue'
import { checkout } from './checkout'
import { commission } from './commission'
import { content } from './content'
import { customerDeals } from './customer-deals'
import { membership } from './membership'
import { notifications } from './notifications'
import { orders } from './orders'
import { profile } from './profile'
import { referrals } from './referrals'
import { reviews } from './reviews'
import { signup } from './signup'
import { vendorDeals } from './vendor-deals'
import { wallet } from './wallet'
import { subscribe } from '../domain/events'
import type { Area } from './area'

/**
 * Every mock area by name, one line each (docs/decisions/composition.md). The seed runs in this order (an area seeds after the
 * areas its rows refer to: the catalogue's deals and outlets come first); the routes of different areas never overlap
 * (areas.test.ts), so their order does not decide which answers.
 */
export const AREAS = {
  auth,
  catalogue,
  content,
  customerDeals,
  reviews,
  membership,
  vendorDeals,
  profile,
  signup,
  checkout,
  orders,
  commission,
  wallet,
  ads,
  notifications,
  referrals,
}

/** The areas in their order. */
export const areaList = Object.values(AREAS)

// Every area's reactions to the domain's events, once, wherever the mock runs (browser, msw/node, HTTP).
for (const a of areaList as Area[]) for (const s of a.subscribers ?? []) subscribe(s)
