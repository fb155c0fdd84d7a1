import { roleOf } from '../../../src/lib/user-type'
import { db } from '../../store/db'
import type { OrderRecord } from './records'
import type { UserRecord } from '../../store/records'
import { paginate } from '../../kit/paginate'

/**
 * {role}/order-list: a customer's own orders, or a vendor's outlet's, newest first, as a Laravel length-aware page
 * (the client asks 9 rows a page: docs/decisions/orders.md). Failed gateway attempts are listed too (status 4 with
 * payment Failed), so a student sees what happened to every attempt.
 */
export function ordersPage(user: UserRecord, page: number, rowsPerPage: number) {
  const mine = (o: OrderRecord) =>
    roleOf(user.userType) === 'customer' ? o.customer_id === user.id : o.vendor_id === user.id
  const all = db.orders
    .all()
    .filter(mine)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
  return paginate(all, page, rowsPerPage)
}
