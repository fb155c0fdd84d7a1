import { ads } from './ads/manifest'
import { auth } from './auth/manifest'
import { catalogue } from './catalogue/manifest'
import { checkout } from './checkout/manifest'
import { commission } from './commission/manifest'
import { content } from './content/manifest'
import { customerDeals } from './customer-deals/manifest'
import { membership } from './membership/manifest'
import { notifications } from './notifications/manifest'
import { orders } from './orders/manifest'
import { profile } from './profile/manifest'
import { referrals } from './referrals/manifest'
import { reviews } from './reviews/manifest'
import { signup } from './signup/manifest'
import { vendorDeals } from './vendor-deals/manifest'
import { wallet } from './wallet/manifest'
import { subscribe } from '../events/events'
import { addTables } from '../store/db'
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

// Every area's tables and its reactions to the domain's events, once, wherever the mock runs (browser, msw/node, HTTP).
for (const a of areaList as Area[]) {
  if (a.tables) addTables(a.tables)
  for (const s of a.subscribers ?? []) subscribe(s)
}
