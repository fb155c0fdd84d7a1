import { useStore } from '@tanstack/react-form'
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { getVendor } from '../../api/auth'
import { ApiError } from '../../api/client'
import { resendVerifyEmail } from '../../api/profile'
import { addDeal } from '../../api/vendor-deals'
import { indiaDay } from '../../lib/dates'
import { paths } from '../../lib/paths'
import { DEAL_CROPS, DEAL_FORM_TEXTS, dealFormErrors, weekdayChoice } from '../../lib/vendor-deal-rules'
import { WARNING_MS, notify } from '../../state/ui'
import { useAppForm } from '../../ui/app-form'
import { BusyButton } from '../../ui/busy-button'
import { usePageTitle } from '../../ui/page-title'
import { Failed, Loading } from '../../ui/states'
import { SubmitForm } from '../../ui/submit-form'
import { TextField } from '../../ui/text-field'
import { DealTextField } from './deal-text-field'
import { useCall } from '../../ui/use-call'
import { early } from '../../state/early-calls'
import { CriteriaRows } from './criteria-rows'
import { type DealDraft, EMPTY_DRAFT, dealFormData, draftInput, fieldOf, withRange } from './deal-draft'
import { CategoryPicker, DealDatesField, KeywordPicker, ProductPicker, RichField } from './deal-fields'
import { DealPictureField } from './deal-picture-field'
import { WeekdayPicker } from './weekday-picker'
import './deal-form.css'
import { hasVerifiedContacts } from '../../lib/account-status'
import { appNow } from '../../lib/app-clock'

/**
 * /add-deal (spec 2 §2, §3, §4, §5): a verified vendor's new deal. Every rule is checked as the server checks it
 * (src/lib/vendor-deal-rules.ts); the deal then waits for staff. An unverified vendor is sent to /dashboard.
 */
export default function AddDealScreen() {
  usePageTitle('Add Deal')
  const [, navigate] = useLocation()
  const vendor = useCall(() => early(getVendor), [])
  const verified = vendor.data ? hasVerifiedContacts(vendor.data.user) : null

  useEffect(() => {
    if (verified !== false) return
    notify('warning', DEAL_FORM_TEXTS.notVerified, undefined, WARNING_MS)
    navigate(paths.dashboard(), { replace: true })
  }, [verified, navigate])

  if (vendor.status === 'failed' && !vendor.data)
    return (
      <Page>
        <Failed text={`Your outlet could not be loaded. ${vendor.error.message}`} onRetry={vendor.reload} />
      </Page>
    )
  if (!verified)
    return (
      <Page>
        <Loading />
      </Page>
    )
  return (
    <Page>
      <DealForm address={vendor.data!.user.address?.address ?? ''} vendorUuid={vendor.data!.user.hash} />
    </Page>
  )
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <section className="page deal-form-page" aria-labelledby="add-deal-title">
      <h1 id="add-deal-title">Add Deal</h1>
      {children}
    </section>
  )
}

function DealForm({ address, vendorUuid }: { address: string; vendorUuid: string }) {
  const [, navigate] = useLocation()
  const todayInIndia = indiaDay(appNow())
  const localErrors = (draft: DealDraft) => dealFormErrors(draftInput(draft), todayInIndia)
  const f = useAppForm({
    defaultValues: EMPTY_DRAFT,
    idPrefix: 'deal',
    isValid: (draft) => Object.keys(localErrors(draft)).length === 0,
    placeErrors: (errors) => Object.fromEntries(Object.entries(errors).map(([k, v]) => [fieldOf(k), v[0] ?? ''])),
    onSubmit: async (draft) => {
      const answer = await addDeal(dealFormData(draft))
      notify('success', 'Success', answer.message)
      navigate(paths.dashboard())
    },
    onError: (err, placed) => {
      if (placed || !(err instanceof ApiError) || err.status === 401) return
      if (err.status === 403) {
        // Spec 2 §8: FAILED with the server's text, a new verification email, and back to the dashboard.
        notify('warning', 'FAILED', err.serverText, WARNING_MS)
        void resendVerifyEmail({ userType: 'vendor', uuid: vendorUuid }).catch(() => undefined)
        navigate(paths.dashboard())
      } else notify('error', 'FAILED', err.serverText)
    },
  })
  const { form, server, setServer } = f
  const draft = useStore(form.store, (s) => s.values)
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0)
  const busy = useStore(form.store, (s) => s.isSubmitting)
  /** Sets a part of the draft; the server's messages on the wire fields it feeds go (the vendor has edited them). */
  const set = <K extends keyof DealDraft>(key: K, value: DealDraft[K], ...wire: string[]) => {
    form.setFieldValue(key, value as never)
    if (wire.some((w) => server[w]))
      setServer((s) => ({ ...s, ...Object.fromEntries(wire.map((w) => [w, undefined])) }))
  }

  const choice = weekdayChoice(draft.from || null, draft.end || null)
  const local = submitted ? localErrors(draft) : {}
  const errorOf = (...fields: string[]) => {
    for (const field of fields) {
      const text = local[field]?.[0] ?? server[field]
      if (text) return text
    }
    return undefined
  }
  /** A picture field's value, its message, and where a picked file or a refused one goes (the wire field is its name). */
  const picture = (field: 'small_image' | 'banner_image') => ({
    value: draft[field],
    error: errorOf(field),
    onChange: (file: DealDraft[typeof field]) => set(field, file, field),
    onRefused: (text: string) => setServer((s) => ({ ...s, [field]: text })),
  })

  return (
    <SubmitForm {...f.formProps} className="deal-form">
      <DealTextField
        field="name"
        id="deal-name"
        value={draft.name}
        error={errorOf('name')}
        onChange={(v) => set('name', v, 'name')}
      />

      <div className="field deal-open-toggle">
        <label>
          <input
            type="checkbox"
            role="switch"
            checked={draft.is_open_deal}
            onChange={(e) => set('is_open_deal', e.target.checked)}
          />{' '}
          Open Deal
        </label>
        <p className="field-hint">
          An open deal has no fixed price: the discount grows with the amount the student spends.
        </p>
      </div>

      {draft.is_open_deal ? (
        <CriteriaRows
          rows={draft.criteria}
          onChange={(rows) => set('criteria', rows)}
          errorOf={(field) => errorOf(field)}
        />
      ) : (
        <>
          <div className="deal-form-pair">
            <DealTextField
              field="deal_price"
              id="deal-price"
              value={draft.deal_price}
              error={errorOf('deal_price')}
              onChange={(v) => set('deal_price', v, 'deal_price')}
            />
            <DealTextField
              field="discount"
              id="deal-discount"
              value={draft.discount}
              error={errorOf('discount')}
              onChange={(v) => set('discount', v, 'discount')}
            />
          </div>
          <CategoryPicker
            id="deal-categories"
            value={draft.categories}
            onChange={(tags) => set('categories', tags, 'category_id')}
            error={errorOf('category_id')}
          />
        </>
      )}

      <DealTextField
        field="deal_available"
        id="deal-available"
        value={draft.deal_available}
        error={errorOf('deal_available')}
        onChange={(v) => set('deal_available', v, 'deal_available')}
      />

      <ProductPicker
        id="deal-product"
        value={draft.product}
        onChange={(product) => set('product', product, 'product_id')}
        error={errorOf('product_id')}
      />

      <TextField
        id="deal-location"
        label="Location"
        value={address}
        readOnly
        hint="Your outlet's address, from My Account."
        onChange={() => undefined}
      />

      <DealDatesField
        id="deal"
        from={draft.from}
        end={draft.end}
        earliest={todayInIndia}
        fromError={errorOf('from_date')}
        endError={errorOf('end_date')}
        onChange={(from, end) => {
          const next = withRange(draft, from, end)
          set('from', next.from, 'from_date', 'end_date', 'days')
          set('end', next.end)
          set('days', next.days)
        }}
      />

      <WeekdayPicker
        enabled={choice.enabled}
        value={draft.days}
        onChange={(days) => set('days', days, 'days')}
        error={errorOf('days')}
      />

      <KeywordPicker
        id="deal-keywords"
        hint="Pick keywords students search for, or type a new one and press Enter."
        value={draft.keywords}
        onChange={(tags) => set('keywords', tags, 'keyword')}
        error={errorOf('keyword')}
      />

      <RichField
        id="deal-description"
        label="Description"
        toolbar="add"
        value={draft.description}
        error={errorOf('description')}
        onChange={(v) => set('description', v, 'description')}
      />
      <RichField
        id="deal-terms"
        label="Terms & Conditions"
        toolbar="add"
        value={draft.terms_conditions}
        error={errorOf('terms_conditions')}
        onChange={(v) => set('terms_conditions', v, 'terms_conditions')}
      />

      <div className="deal-form-pair">
        <DealPictureField
          id="deal-small-image"
          label="Small Image"
          hint="png or jpeg, cropped square to 150 × 150 (recommended 150 × 150)."
          crop={DEAL_CROPS.addSmall}
          {...picture('small_image')}
        />
        <DealPictureField
          id="deal-banner-image"
          label="Banner Image"
          hint="png or jpeg, cropped at 3.6 : 1 to 900 × 250 (recommended 1000 × 300)."
          crop={DEAL_CROPS.banner}
          {...picture('banner_image')}
        />
      </div>

      <div className="actions">
        <BusyButton type="submit" className="button" busy={busy}>
          {busy ? 'Saving…' : 'Save Deal'}
        </BusyButton>
        <button type="button" className="button button-secondary" onClick={() => navigate(paths.dashboard())}>
          Cancel
        </button>
      </div>
    </SubmitForm>
  )
}
