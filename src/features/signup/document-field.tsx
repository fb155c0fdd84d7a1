import { DOCUMENT_ACCEPT, DOCUMENT_TYPES, MAX_DOCUMENTS_PER_KIND, fileError } from '../../lib/signup-rules'

/** A vendor document input (jpeg, jpg, png or pdf; a few pages at most), listing what is picked. */
export function DocumentField({
  id,
  label,
  files,
  onChange,
  error,
  required,
}: {
  id: string
  label: string
  files: File[]
  onChange: (files: File[]) => void
  error?: string
  required: string
}) {
  const picked = files.map((f) => fileError(f, label, DOCUMENT_TYPES, required)).find(Boolean)
  const shown = error ?? picked
  return (
    <div className="field">
      <label htmlFor={id}>{label} (jpeg, jpg, png or pdf)</label>
      <input
        id={id}
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        onChange={(e) => onChange([...(e.target.files ?? [])].slice(0, MAX_DOCUMENTS_PER_KIND))}
      />
      <p id={`${id}-hint`} className="field-hint">
        {files.length ? `Chosen: ${files.map((f) => f.name).join(', ')}` : `Up to ${MAX_DOCUMENTS_PER_KIND} files.`}
      </p>
      {shown && (
        <p id={`${id}-error`} className="field-error">
          {shown}
        </p>
      )}
    </div>
  )
}
