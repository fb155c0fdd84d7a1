import { useEffect, useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import { removeVendorDocument } from '../../api/profile'
import type { VerificationProof } from '../../api/schemas/auth'
import { DOCUMENT_LIMITS, DOCUMENT_TEXTS, exceedsMaximum } from '../../lib/profile-documents'
import { DOCUMENT_ACCEPT, VENDOR_DOCUMENT_TYPES } from '../../lib/signup-rules'
import { confirm, notify } from '../../state/ui'
import { Modal } from '../../ui/modal'

/** A document picked on this visit, sent with the next Save; `type` is its document type's id ('' until chosen). */
export type NewDocument = { key: number; file: File; type: string }

type Props = {
  vendorHash: string
  held: readonly VerificationProof[]
  added: readonly NewDocument[]
  onAdded: (docs: NewDocument[]) => void
  /** A document was removed on the server: the account reloads. */
  onRemoved: () => void
  /** A message of the form's, by wire name: `documents`, `category_id.0` … */
  errorOf: (name: string) => string | undefined
}

const typeName = (id: number) => VENDOR_DOCUMENT_TYPES.find((t) => t.id === id)?.name ?? 'Document'
let nextKey = 1

/**
 * Document Details (spec 1 §2, §4, §5): the documents on file, verified ones with a check and the others with a warning
 * mark, each with View Document and Remove; new documents each with a document type. 2 to 7 in total, with the spec's
 * toasts when a selection passes the maximum or selects nothing.
 */
export function VendorDocuments({ vendorHash, held, added, onAdded, onRemoved, errorOf }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [viewing, setViewing] = useState<{ name: string; path: string; pdf: boolean } | null>(null)
  const total = held.length + added.length
  const pickRef = useRef(pick)
  pickRef.current = pick
  // Closing the file chooser without a file fires 'cancel' (not typed as a React prop): that selects nothing.
  useEffect(() => {
    const node = input.current
    const onCancel = () => pickRef.current(null)
    node?.addEventListener('cancel', onCancel)
    return () => node?.removeEventListener('cancel', onCancel)
  }, [])

  function pick(files: FileList | null) {
    const list = [...(files ?? [])]
    if (list.length === 0) return notify('error', DOCUMENT_TEXTS.noneSelected)
    if (exceedsMaximum(total, list.length)) return notify('error', DOCUMENT_TEXTS.tooMany)
    onAdded([...added, ...list.map((file) => ({ key: nextKey++, file, type: '' }))])
  }

  async function remove(doc: VerificationProof) {
    const ok = await confirm({
      title: 'Remove this document?',
      text: `${doc.name} (${typeName(doc.doc_type)}) will be removed from your account.`,
      confirmText: 'Remove',
      cancelText: 'Keep it',
    })
    if (!ok) return
    try {
      const res = await removeVendorDocument({ id: vendorHash, document_id: doc.id })
      notify('success', res.message)
      onRemoved()
    } catch (e) {
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong')
    }
  }

  return (
    <div className="vendor-documents">
      <ul className="document-list" aria-label="Your documents">
        {held.map((doc) => (
          <li key={doc.id} className="document-item">
            <span className={doc.pivot.is_verified === 1 ? 'mark mark-ok' : 'mark mark-warn'} aria-hidden="true">
              {doc.pivot.is_verified === 1 ? '✓' : '⚠'}
            </span>
            <span className="document-name">
              {typeName(doc.doc_type)}: {doc.name}
              <span className="visually-hidden">
                {doc.pivot.is_verified === 1 ? ' (verified)' : ' (not verified yet)'}
              </span>
            </span>
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() =>
                setViewing({
                  name: doc.name,
                  path: doc.path,
                  pdf: /pdf/i.test(doc.path.slice(0, 40)) || /\.pdf$/i.test(doc.name),
                })
              }
            >
              View Document
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              aria-label={`Remove ${doc.name}`}
              onClick={() => void remove(doc)}
            >
              Remove
            </button>
          </li>
        ))}
        {added.map((doc, i) => (
          <li key={doc.key} className="document-item document-new">
            <span className="document-name">New: {doc.file.name}</span>
            <label className="visually-hidden" htmlFor={`document-type-${doc.key}`}>
              Document type of {doc.file.name}
            </label>
            <select
              id={`document-type-${doc.key}`}
              value={doc.type}
              aria-invalid={Boolean(errorOf(`category_id.${i}`))}
              aria-describedby={errorOf(`category_id.${i}`) ? `document-type-${doc.key}-error` : undefined}
              onChange={(e) => onAdded(added.map((d) => (d.key === doc.key ? { ...d, type: e.target.value } : d)))}
            >
              <option value="">Choose a document type</option>
              {VENDOR_DOCUMENT_TYPES.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button button-secondary button-small"
              aria-label={`Do not upload ${doc.file.name}`}
              onClick={() => onAdded(added.filter((d) => d.key !== doc.key))}
            >
              Remove
            </button>
            {errorOf(`category_id.${i}`) && (
              <p id={`document-type-${doc.key}-error`} className="field-error">
                {errorOf(`category_id.${i}`)}
              </p>
            )}
          </li>
        ))}
      </ul>
      {total < DOCUMENT_LIMITS.min && <p className="field-hint">{DOCUMENT_TEXTS.hint}</p>}
      {errorOf('documents') && (
        <p id="documents-error" className="field-error" role="alert">
          {errorOf('documents')}
        </p>
      )}
      <button type="button" className="button button-secondary" onClick={() => input.current?.click()}>
        Upload Documents
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Choose documents to upload"
        onChange={(e) => {
          pick(e.target.files)
          e.target.value = ''
        }}
      />
      {viewing && (
        <Modal title="View Document" onClose={() => setViewing(null)}>
          <div className="document-preview">
            {viewing.pdf ? (
              <object data={viewing.path} type="application/pdf" aria-label={viewing.name}>
                <a href={viewing.path} download={viewing.name}>
                  Download {viewing.name}
                </a>
              </object>
            ) : (
              <img src={viewing.path} alt={viewing.name} />
            )}
          </div>
        </Modal>
      )}
    </div>
  )
}
