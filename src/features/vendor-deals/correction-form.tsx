import type { CorrectionDeal, DealCommentTexts } from '../../api/schemas/vendor-deals'
import { StatusBadge } from '../../ui/status-badge'
import { SubmitForm } from '../../ui/submit-form'
import { belongsTo, correctionSections, type SectionKey } from './correction-sections'
import { CorrectionSection } from './correction-section'
import { useCorrectionForm } from './use-correction-form'

/**
 * The correction itself (spec 2 §2): the status, then every field with its comment; one is edited at a time. A comment
 * goes once its own field is saved, and the deal goes back to staff once no comment is left
 * (mock-server/areas/vendor-deals/form.ts).
 */
export function CorrectionForm({
  deal,
  statusName,
  onSaved,
}: {
  deal: CorrectionDeal
  statusName: string
  onSaved: () => void
}) {
  const { f, editing, edit, cancel, shown, controls } = useCorrectionForm<SectionKey>(deal, onSaved)
  const comments: DealCommentTexts = deal.deal_comments?.comment.comments ?? {}
  const openComments = Object.keys(comments).length
  // A message outside the field being edited (the deal breaks a rule elsewhere): said at the top of that field.
  const elsewhere = editing ? Object.entries(shown).filter(([field]) => !belongsTo(editing, field)) : []

  return (
    <SubmitForm {...f.formProps} className="correction" aria-label="Correct the deal">
      <p className="correction-status">
        Status: <StatusBadge status={deal.deal_status} name={statusName} />
        {openComments > 0 ? (
          <span className="muted">
            {' '}
            Sent back with {openComments === 1 ? 'one comment' : `${openComments} comments`}: each stays above its field
            until that field is saved; then the deal goes to our team again.
          </span>
        ) : (
          deal.is_approved === 0 && (
            <span className="muted"> Waiting for our team’s approval; every saved change goes to them again.</span>
          )
        )}
      </p>
      {correctionSections(deal, comments).map(({ key, label, view, editor, comment }) =>
        key === 'address' || !editor ? (
          <CorrectionSection
            key={key}
            id={key}
            label={label}
            comment={comment}
            view={view}
            editing={false}
            locked
            busy={false}
            readOnly
          />
        ) : (
          <CorrectionSection
            key={key}
            id={key}
            label={label}
            comment={comment}
            view={view}
            editing={editing === key}
            locked={editing !== null && editing !== key}
            busy={f.busy}
            onEdit={() => edit(key)}
            onCancel={cancel}
          >
            {elsewhere.length > 0 && (
              <div className="field-error" role="alert">
                Also to fix before this can be saved: {elsewhere.map(([, text]) => text).join(' ')}
              </div>
            )}
            {editor(controls)}
          </CorrectionSection>
        ),
      )}
    </SubmitForm>
  )
}
