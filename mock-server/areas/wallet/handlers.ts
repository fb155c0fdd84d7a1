import {
  customerConfirmedStatementResponse,
  customerFloatingStatementResponse,
  customerStatementDealsResponse,
  statementRequest,
  vendorConfirmedStatementResponse,
  vendorDealsDropdownResponse,
  vendorFloatingStatementResponse,
} from '../../../src/api/schemas/wallet'
import { PAYMENT_METHODS } from '../../../src/lib/payment-methods'
import { toRupees } from '../../../src/lib/money'
import { pointsBalance } from '../../ledger/ledger'
import { presentPage } from '../../kit/paginate'
import { statementQueryOf } from './statement-filter'
import { customerStatementDeals, statement, vendorStatementDeals } from '../../ledger/statements'
import { endpoint } from '../../kit/endpoint'
import { categoryOf, holaCard, presentCustomerRow, presentVendorPointsRow, presentVendorRow } from './present-statement'
import { ENDPOINTS } from '../../../src/api/endpoints'

/** Rows a page when the client does not say (spec 3 §9: customer 15; the vendor's overview 20). */
const PER_PAGE = { customer: 15, vendor: 20 } as const
const dealItem = (d: { uuid: string; name: string }) => ({ uuid: d.uuid, name: d.name })

/** The wallet's statements (spec 3 §7): pages of the caller's ledger entries and their totals. */
export const walletHandlers = [
  endpoint(
    ENDPOINTS['POST customer/confirmed-statement'],
    { reads: true, body: statementRequest, access: 'customer', response: customerConfirmedStatementResponse },
    ({ body, caller }) => {
      const q = statementQueryOf(caller.user, body, { unit: 'points', state: 'confirmed', perPage: PER_PAGE.customer })
      const s = statement(q)
      return {
        confirmed_balance: presentPage(s.rows, presentCustomerRow),
        total_confirmed_balance: s.total,
        my_hola_category: categoryOf(caller.user),
        user: holaCard(caller.user),
      }
    },
  ),
  endpoint(
    ENDPOINTS['POST customer/floting-statement'],
    { reads: true, body: statementRequest, access: 'customer', response: customerFloatingStatementResponse },
    ({ body, caller }) => {
      const q = statementQueryOf(caller.user, body, { unit: 'points', state: 'floating', perPage: PER_PAGE.customer })
      const s = statement(q)
      return { floating_balance: presentPage(s.rows, presentCustomerRow), total_floting_balance: s.total }
    },
  ),
  endpoint(
    ENDPOINTS['GET customer/statement'],
    { reads: true, access: 'customer', response: customerStatementDealsResponse },
    ({ caller }) => ({
      deals: customerStatementDeals(caller.user).map(dealItem),
    }),
  ),
  endpoint(
    ENDPOINTS['POST vendor/confirmed-statement'],
    { reads: true, body: statementRequest, access: 'vendor', response: vendorConfirmedStatementResponse },
    ({ body, caller }) => {
      const q = statementQueryOf(caller.user, body, { unit: 'paise', state: 'confirmed', perPage: PER_PAGE.vendor })
      const s = statement(q)
      return {
        confirm_balance: presentPage(s.rows, presentVendorRow),
        total_confirm_balance: toRupees(s.total),
        my_hola_category: categoryOf(caller.user),
      }
    },
  ),
  endpoint(
    ENDPOINTS['POST vendor/floting-statement'],
    { reads: true, body: statementRequest, access: 'vendor', response: vendorFloatingStatementResponse },
    ({ body, caller }) => {
      const q = statementQueryOf(caller.user, body, { unit: 'points', state: 'any', perPage: PER_PAGE.vendor })
      const s = statement(q)
      return {
        hola_balance: presentPage(s.rows, presentVendorPointsRow),
        total_hola_balance: s.total,
        confirmed_hola_balance: pointsBalance(caller.user.id, 'confirmed'),
        floating_hola_balance: pointsBalance(caller.user.id, 'floating'),
      }
    },
  ),
  endpoint(
    ENDPOINTS['GET vendor/dropdown-my-deals'],
    { reads: true, access: 'vendor', response: vendorDealsDropdownResponse },
    ({ caller }) => ({
      deals: vendorStatementDeals(caller.user).map(dealItem),
      payment_type: PAYMENT_METHODS.map((m) => ({ id: m.id, name: m.name })),
    }),
  ),
]
