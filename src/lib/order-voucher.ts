/**
 * The voucher PDF's file name (spec 3 §7: saved under the deal name and date), shared by the download and the mock's
 * Content-Disposition.
 */
export function voucherFileName(dealName: string, createdAt: string): string {
  const name = dealName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'deal'
  return `${name}-${createdAt.slice(0, 10)}.pdf`
}
