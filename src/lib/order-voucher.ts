import { dayOf } from './dates'
import { fileStem } from './file-name'

/**
 * The voucher PDF's file name (spec 3 §7: saved under the deal name and date), shared by the download and the mock's
 * Content-Disposition.
 */
export function voucherFileName(dealName: string, createdAt: string): string {
  return `${fileStem(dealName, 'deal')}-${dayOf(createdAt) ?? 'order'}.pdf`
}
