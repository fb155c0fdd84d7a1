import { useMemo, useState } from 'react'
import { ApiError } from '../../api/client'
import type { CorrectionDeal } from '../../api/schemas/vendor-deals'
import { updateDeal } from '../../api/vendor-deals'
import { appNow } from '../../lib/app-clock'
import { indiaDay } from '../../lib/dates'
import { dealFormErrors } from '../../lib/vendor-deal-rules'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { type DealDraft, draftInput, draftOf, fieldOf, updateFormData } from './deal-draft'

/** The correction's draft: the deal as Add Deal drafts it, and Is Active (only a correction can switch it). */
export type CorrectionDraft = DealDraft & { is_active: boolean }

/** What a section's editor reads and changes. */
export type CorrectionControls = {
  draft: CorrectionDraft
  /** The first message of these wire fields: the shared rule's once a save was tried, else the server's. */
  errorOf: (...fields: string[]) => string | undefined
  /** Sets a part of the draft; the server's messages on the wire fields it feeds go. */
  set: <K extends keyof CorrectionDraft & string>(key: K, value: CorrectionDraft[K], ...wire: string[]) => void
  /** A picture refused before it was sent (its type or size): said under the picture. */
  refuse: (field: string, text: string) => void
}

/** A rule's messages by the form's field (`category_id.0` belongs to the categories), or null when there is none. */
const byField = (errors: Readonly<Record<string, readonly string[]>>) =>
  Object.keys(errors).length === 0 ? null : Object.fromEntries(Object.entries(errors).map(([k, v]) => [fieldOf(k), v]))

/**
 * The correction form (spec 2 §2 "Vendor deal correction") on the shared form hook: one section edited at a time,
 * checked by the rule Add Deal and the mock apply (src/lib/vendor-deal-rules.ts, pictures not required and a start
 * already passed kept), sent whole with is_approved 0 (deal-draft.ts), then the deal is read again.
 */
export function useCorrectionForm<Key extends string>(deal: CorrectionDeal, onSaved: () => void) {
  const saved = useMemo<CorrectionDraft>(() => ({ ...draftOf(deal), is_active: deal.is_active === 1 }), [deal])
  const [editing, setEditing] = useState<Key | null>(null)
  const localErrors = (draft: CorrectionDraft) =>
    byField(
      dealFormErrors(draftInput(draft), indiaDay(appNow()), { imagesRequired: false, currentStart: deal.from_date }),
    )
  const f = useAppForm<CorrectionDraft>({
    defaultValues: saved,
    idPrefix: 'correct',
    formErrors: localErrors,
    placeErrors: (errors) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [fieldOf(k), v[0] ?? ''])),
    onSubmit: async (draft) => {
      const answer = await updateDeal(updateFormData(deal, draft, draft.is_active))
      notify('success', 'Success', answer.message)
      setEditing(null)
      onSaved()
    },
    onError: (e, placed) => {
      if (placed || !(e instanceof ApiError) || e.status === 401) return
      notify('error', 'FAILED', e.serverText)
    },
  })

  /** Back to the deal as saved, with no message, editing `key` (or nothing). */
  const open = (key: Key | null) => {
    f.form.reset(saved)
    f.setServer({})
    setEditing(key)
  }
  /** Every message shown now, by wire field: the shared rule's once a save was tried, and the server's. */
  const shown: Record<string, string> = {}
  for (const [field, text] of Object.entries(f.server)) if (text) shown[field] = text
  if (f.attempted) for (const [field, texts] of Object.entries(localErrors(f.values) ?? {})) shown[field] = texts[0]!

  const controls: CorrectionControls = {
    draft: f.values,
    errorOf: f.errorOf,
    set: (key, value, ...wire) => f.set(key, value, ...wire),
    refuse: (field, text) => f.setServer({ [field]: text }),
  }
  return { f, editing, edit: (key: Key) => open(key), cancel: () => open(null), shown, controls }
}
