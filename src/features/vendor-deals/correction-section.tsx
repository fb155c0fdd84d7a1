import type { ReactNode } from 'react'
import { BusyButton } from '../../ui/busy-button'

type Props = {
  id: string
  label: string
  comment?: string
  view: ReactNode
  editing: boolean
  /** Another field is being edited: one at a time. */
  locked: boolean
  busy: boolean
  readOnly?: boolean
  onEdit?: () => void
  onCancel?: () => void
  children?: ReactNode
}

/**
 * One field of the correction page (spec 2 §2): the reviewer's comment above it, its value, and its edit, save and
 * cancel icons. Save submits the correction form, so Enter in the field saves it too.
 */
export function CorrectionSection({
  id,
  label,
  comment,
  view,
  editing,
  locked,
  busy,
  readOnly,
  onEdit,
  onCancel,
  children,
}: Props) {
  return (
    <section className={editing ? 'correction-field is-editing' : 'correction-field'} aria-labelledby={`field-${id}`}>
      <div className="correction-field-head">
        <h2 id={`field-${id}`}>{label}</h2>
        {!readOnly &&
          (editing ? (
            <span className="correction-icons">
              <BusyButton type="submit" className="icon-button" busy={busy} aria-label={`Save ${label}`}>
                <span aria-hidden="true">✓</span>
              </BusyButton>
              <button type="button" className="icon-button" aria-label={`Cancel editing ${label}`} onClick={onCancel}>
                <span aria-hidden="true">✕</span>
              </button>
            </span>
          ) : (
            <button
              type="button"
              className="icon-button"
              aria-label={`Edit ${label}`}
              disabled={locked}
              onClick={onEdit}
            >
              <span aria-hidden="true">✎</span>
            </button>
          ))}
      </div>
      {comment && (
        <p className="reviewer-comment" role="note">
          <strong>Reviewer:</strong> {comment}
        </p>
      )}
      {editing ? children : <div className="correction-value">{view}</div>}
      {readOnly && <p className="field-hint">Your outlet’s address, from My Account.</p>}
    </section>
  )
}
