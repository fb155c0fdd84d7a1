import { callBlob } from './client'
import { ENDPOINTS } from './client-endpoints'
import type { ExportInvoicePdfRequest, TaxInvoicePdfRequest } from './schemas/invoices'

/** POST vendor/export-invoice-pdf: the account statement of a day range, as a PDF. */
export const exportInvoicePdf = (body: ExportInvoicePdfRequest) =>
  callBlob(ENDPOINTS['POST vendor/export-invoice-pdf'], body)

/** POST vendor/tax-invoice-pdf: the GST invoice of Hola's commission for a month, as a PDF. */
export const taxInvoicePdf = (body: TaxInvoicePdfRequest) => callBlob(ENDPOINTS['POST vendor/tax-invoice-pdf'], body)
