import type { ExportInvoicePdfRequest, TaxInvoicePdfRequest } from './schemas/invoices'
import { defineBlobCall } from './define-call'
import type { OperationTexts } from './operation-text'

/** POST vendor/export-invoice-pdf: the account statement of a day range, as a PDF. */
export const exportInvoicePdf = defineBlobCall(
  'POST vendor/export-invoice-pdf',
  (body: ExportInvoicePdfRequest) => body,
)

/** POST vendor/tax-invoice-pdf: the GST invoice of Hola's commission for a month, as a PDF. */
export const taxInvoicePdf = defineBlobCall('POST vendor/tax-invoice-pdf', (body: TaxInvoicePdfRequest) => body)

/** What this module's calls mean, for the OpenAPI document (./operation-text.ts); the build drops it. */
export const OPERATIONS = {
  'POST vendor/export-invoice-pdf': {
    summary: 'The vendor’s account statement for a day range, as a PDF',
    description: 'Spec 3 §2 "Tax invoice and account statement download": `vendor_id`, `start_date`, `end_date`.',
    errors: {
      403: 'The vendor_id is not the caller’s.',
      422: 'A day is malformed, in the future, or the range inverted.',
    },
  },
  'POST vendor/tax-invoice-pdf': {
    summary: 'The GST tax invoice of Hola’s commission for a month, as a PDF',
    description: 'Spec 3 §2: `month` and `year` of a finished month.',
    errors: { 403: 'The vendor_id is not the caller’s.', 422: 'Not a finished month.' },
  },
} satisfies OperationTexts<typeof import('./invoices')>
