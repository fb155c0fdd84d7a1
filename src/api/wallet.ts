import { call, lazySchemas } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { StatementRequest } from './schemas/wallet'

const walletSchemas = lazySchemas(() => import('./schemas/wallet'))

/** POST customer/confirmed-statement: the student's confirmed Hola, a page of the passbook (spec 3 §7). */
export const customerConfirmedStatement = (body: StatementRequest) =>
  call(ENDPOINTS['POST customer/confirmed-statement'], walletSchemas('customerConfirmedStatementResponse'), { body })

/** POST customer/floting-statement (the wire's spelling): the student's floating Hola. */
export const customerFloatingStatement = (body: StatementRequest) =>
  call(ENDPOINTS['POST customer/floting-statement'], walletSchemas('customerFloatingStatementResponse'), { body })

/** GET customer/statement: the deals the student's statement can be narrowed to. */
export const customerStatementDeals = () =>
  call(ENDPOINTS['GET customer/statement'], walletSchemas('customerStatementDealsResponse'))

/** POST vendor/confirmed-statement: the outlet's balance with Hola, a page of its sales. */
export const vendorConfirmedStatement = (body: StatementRequest) =>
  call(ENDPOINTS['POST vendor/confirmed-statement'], walletSchemas('vendorConfirmedStatementResponse'), { body })

/** POST vendor/floting-statement: the outlet's Hola points (its Hola balance). */
export const vendorFloatingStatement = (body: StatementRequest) =>
  call(ENDPOINTS['POST vendor/floting-statement'], walletSchemas('vendorFloatingStatementResponse'), { body })

/** GET vendor/dropdown-my-deals: the outlet's deals for the statement's dropdown, and the payment methods. */
export const vendorDealsDropdown = () =>
  call(ENDPOINTS['GET vendor/dropdown-my-deals'], walletSchemas('vendorDealsDropdownResponse'))
