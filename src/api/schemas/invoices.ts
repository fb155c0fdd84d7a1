import { type } from './lazy'

/**
 * The vendor's downloads (spec 3 §2 "Tax invoice and account statement download", §7): PDFs made from the ledger.
 * `vendor_id` is the signed-in vendor's own (anyone else's is refused).
 */
const day = type(/^\d{4}-\d{2}-\d{2}$/)

/** POST vendor/export-invoice-pdf: the account statement for a day range (YYYY-MM-DD, India). */
export const exportInvoicePdfRequest = type({ vendor_id: 'number.integer > 0', start_date: day, end_date: day })
export type ExportInvoicePdfRequest = typeof exportInvoicePdfRequest.infer

/** POST vendor/tax-invoice-pdf: the GST invoice of Hola's commission for a month and year. */
export const taxInvoicePdfRequest = type({
  vendor_id: 'number.integer > 0',
  month: '1 <= number.integer <= 12',
  year: '2000 <= number.integer <= 2100',
})
export type TaxInvoicePdfRequest = typeof taxInvoicePdfRequest.infer
