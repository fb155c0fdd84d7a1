import { adsCreate, adsUpdate } from '../../api/ads'
import { ApiError } from '../../api/client'
import type { AdRequest } from '../../api/schemas/ads'
import { adsCreateRequestLimits } from '../../api/schemas/request-limits'
import type { IdName } from '../../api/schemas/common'
import { AD_REQUEST_LIMITS, AD_TEXTS, adRequestErrors } from '../../lib/ad-rules'
import { notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { SelectField } from '../../ui/select-field'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'

/** The create/edit form (spec 3 §5): title, days, places, deal, description; Save or Cancel. */
export function AdRequestForm({
  ad,
  categories,
  deals,
  onCancel,
  onSaved,
}: {
  ad: AdRequest | null
  categories: readonly IdName[]
  deals: ReadonlyArray<{ uuid: string; name: string }>
  onCancel: () => void
  onSaved: () => void
}) {
  const f = useAppForm({
    defaultValues: {
      title: ad?.title ?? '',
      days: String(ad?.days ?? AD_REQUEST_LIMITS.daysDefault),
      advertisement_category_id: ad?.advertisement_category_multi.map((c) => c.id) ?? ([] as number[]),
      deal_id: ad?.deal?.uuid ?? '',
      description: ad?.description ?? '',
    },
    limits: { ...adsCreateRequestLimits, days: AD_REQUEST_LIMITS.daysChars },
    idPrefix: 'ad-request-field',
    formErrors: (v) => {
      const errors = adRequestErrors(v)
      return Object.keys(errors).length ? Object.fromEntries(Object.entries(errors).map(([k, t]) => [k, [t]])) : null
    },
    onSubmit: async (v) => {
      const body = {
        title: v.title.trim(),
        description: v.description.trim(),
        days: Number(v.days),
        deal_id: v.deal_id,
        advertisement_category_id: v.advertisement_category_id,
      }
      const saved = ad ? await adsUpdate({ ...body, id: ad.id }) : await adsCreate(body)
      notify('success', saved.message)
      onSaved()
    },
    // Spec 3 §2: anything not shown under a field is the spec's save failure (with the server's reason, if any).
    onError: (e, placed) => {
      if (!placed)
        notify('error', AD_TEXTS.saveFailed, e instanceof ApiError && e.status === 422 ? e.message : undefined, 8000)
    },
  })
  const places = f.values.advertisement_category_id
  const placesError = f.errorOf('advertisement_category_id')
  const title = ad ? `Edit “${ad.title}”` : 'New advertisement request'
  return (
    <section className="ad-request-form" aria-labelledby="ad-request-form-title">
      <h2 id="ad-request-form-title">{title}</h2>
      <SubmitForm {...f.formProps} aria-labelledby="ad-request-form-title">
        <TextField label="Title" {...f.draft('title')} />
        <TextField label="Days" inputMode="numeric" hint="1 to 365" {...f.draft('days', (t) => t.replace(/\D/g, ''))} />
        <fieldset
          className="ad-places"
          id={f.id('advertisement_category_id')}
          aria-describedby={placesError ? `${f.id('advertisement_category_id')}-error` : undefined}
          aria-invalid={Boolean(placesError)}
        >
          <legend>Show it in</legend>
          {categories.map((c) => (
            <label key={c.id} className="ad-place">
              <input
                type="checkbox"
                checked={places.includes(c.id)}
                onChange={(e) =>
                  f.set(
                    'advertisement_category_id',
                    e.target.checked ? [...places, c.id] : places.filter((x) => x !== c.id),
                  )
                }
              />
              <span>{c.name}</span>
            </label>
          ))}
          {placesError && (
            <p id={`${f.id('advertisement_category_id')}-error`} className="field-error">
              {placesError}
            </p>
          )}
        </fieldset>
        <SelectField
          id={f.id('deal_id')}
          label="Deal"
          placeholder="Choose a deal"
          value={f.values.deal_id}
          onChange={(v) => f.set('deal_id', v)}
          error={f.errorOf('deal_id')}
          options={deals.map((d) => ({ value: d.uuid, label: d.name }))}
        />
        <TextField label="Description" multiline rows={4} {...f.draft('description')} />
        <div className="actions">
          <BusyButton type="submit" className="button" busy={f.busy}>
            Save
          </BusyButton>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </SubmitForm>
    </section>
  )
}
