import { lazy, Suspense } from 'react'

const InvoiceDownloadDialog = lazy(() => import('../features/invoices/invoice-download-dialog'))

/**
 * The vendor's Download dialog (features/invoices), loaded when first opened, for any vendor screen's Download button
 * (the commission list's; the vendor statement's): features never import each other, the app hands it in.
 */
export function LazyInvoiceDownloadDialog({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <InvoiceDownloadDialog onClose={onClose} />
    </Suspense>
  )
}
