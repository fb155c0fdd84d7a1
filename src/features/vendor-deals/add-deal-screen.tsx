import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { getVendor } from '../../api/auth'
import { ApiError } from '../../api/client'
import { resendVerifyEmail } from '../../api/profile'
import { addDeal, keywordList, searchActiveCategories, searchActiveProducts } from '../../api/vendor-deals'
import { indiaDay } from '../../lib/dates'
import { paths } from '../../lib/paths'
import { DEAL_CROPS, DEAL_FORM_MESSAGES, dealFormErrors, weekdayChoice } from '../../lib/vendor-deal-rules'
import { WARNING_MS, notify } from '../../state/ui'
import { BusyButton } from '../../ui/busy-button'
import { focusFirstInvalid } from '../../ui/focus-first-invalid'
import { usePageTitle } from '../../ui/page-title'
import { RichTextEditor } from '../../ui/rich-text-editor'
import { Failed, Loading } from '../../ui/states'
import { DateField } from '../../ui/date-field'
import { TextField } from '../../ui/text-field'
import { useCall } from '../../ui/use-call'
import { useDebounced } from '../../ui/use-debounced'
import { CriteriaRows } from './criteria-rows'
import { DealPictureField } from './deal-picture-field'
import { type DealDraft, EMPTY_DRAFT, dealFormData, draftInput, fieldOf } from './deal-draft'
import { TagPicker, type Tag } from './tag-picker'
import { WeekdayPicker } from './weekday-picker'
import './deal-form.css'

/** Spec 2 §5: category and product searches wait 800 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 800

/**
 * /add-deal (spec 2 §2, §3, §4, §5): a verified vendor's new deal. Every rule is checked as the server checks it
 * (src/lib/vendor-deal-rules.ts); the deal then waits for staff. An unverified vendor is sent to /dashboard.
 */
export default function AddDealScreen() {
  usePageTitle('Add Deal')
  const [, navigate] = useLocation()
  const vendor = useCall(() => getVendor(), [])
  const verified = vendor.data ? vendor.data.user.is_email_verified === 1 && vendor.data.user.is_verified === 1 : null

  useEffect(() => {
    if (verified !== false) return
    notify('warning', DEAL_FORM_MESSAGES.notVerified, undefined, WARNING_MS)
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
  const form = useRef<HTMLFormElement>(null)
  const [draft, setDraft] = useState<DealDraft>(EMPTY_DRAFT)
  const [submitted, setSubmitted] = useState(false)
  const [server, setServer] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const todayInIndia = indiaDay(Date.now())
  const set = <K extends keyof DealDraft>(key: K, value: DealDraft[K], ...wire: string[]) => {
    setDraft((d) => ({ ...d, [key]: value }))
    if (wire.some((w) => server[w]))
      setServer((s) => Object.fromEntries(Object.entries(s).filter(([k]) => !wire.includes(k))))
  }

  // Lookups: keywords once (filtered here, case-insensitively), categories and products searched as typed.
  const keywords = useCall(() => keywordList(), [])
  const [keywordQuery, setKeywordQuery] = useState('')
  const [categoryQuery, setCategoryQuery] = useState('')
  const [productQuery, setProductQuery] = useState('')
  const categorySearch = useDebounced(categoryQuery, SEARCH_DEBOUNCE_MS)
  const productSearch = useDebounced(productQuery, SEARCH_DEBOUNCE_MS)
  const categories = useCall(
    async () => (categorySearch.trim() ? (await searchActiveCategories(categorySearch.trim())).category : []),
    [categorySearch],
  )
  const products = useCall(
    async () => (productSearch.trim() ? (await searchActiveProducts(productSearch.trim())).products : []),
    [productSearch],
  )

  const choice = useMemo(() => weekdayChoice(draft.from || null, draft.end || null), [draft.from, draft.end])
  // Spec 2 §4: a new range keeps only the days it allows, and a one-day range selects its day.
  useEffect(() => {
    setDraft((d) => ({ ...d, days: choice.selected ?? d.days.filter((day) => choice.enabled.includes(day)) }))
  }, [choice])

  const local = submitted ? dealFormErrors(draftInput(draft), todayInIndia) : {}
  const errorOf = (...fields: string[]) => {
    for (const f of fields) {
      const text = local[f]?.[0] ?? server[f]
      if (text) return text
    }
    return undefined
  }
  /** A picture field's value, its message, and where a picked file or a refused one goes (the wire field is its name). */
  const picture = (field: 'small_image' | 'banner_image') => ({
    value: draft[field],
    error: errorOf(field),
    onChange: (f: DealDraft[typeof field]) => set(field, f, field),
    onRefused: (text: string) => setServer((s) => ({ ...s, [field]: text })),
  })

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (busy) return
    setSubmitted(true)
    if (Object.keys(dealFormErrors(draftInput(draft), todayInIndia)).length > 0) return focusFirstInvalid(form.current)
    setBusy(true)
    try {
      const answer = await addDeal(dealFormData(draft))
      notify('success', 'Success', answer.message)
      navigate(paths.dashboard())
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 401) return
      if (err.status === 422) {
        setServer(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [fieldOf(k), v[0] ?? ''])))
        focusFirstInvalid(form.current)
      } else if (err.status === 403) {
        // Spec 2 §8: FAILED with the server's text, a new verification email, and back to the dashboard.
        notify('warning', 'FAILED', err.serverText, WARNING_MS)
        void resendVerifyEmail({ userType: 'vendor', uuid: vendorUuid }).catch(() => undefined)
        navigate(paths.dashboard())
      } else notify('error', 'FAILED', err.serverText)
    } finally {
      setBusy(false)
    }
  }

  const keywordOptions: Tag[] = (keywords.data?.keyword_list ?? [])
    .filter((k) => k.name.toLowerCase().includes(keywordQuery.trim().toLowerCase()))
    .map((k) => ({ key: `id:${k.id}`, name: k.name }))

  return (
    <form ref={form} className="deal-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        id="deal-name"
        label="Deal Name"
        maxLength={230}
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
            <TextField
              id="deal-price"
              label="Deal Price (₹)"
              inputMode="decimal"
              maxLength={8}
              value={draft.deal_price}
              error={errorOf('deal_price')}
              onChange={(v) => set('deal_price', v, 'deal_price')}
            />
            <TextField
              id="deal-discount"
              label="Discount in Percentage"
              inputMode="decimal"
              value={draft.discount}
              error={errorOf('discount')}
              onChange={(v) => set('discount', v, 'discount')}
            />
          </div>
          <TagPicker
            id="deal-categories"
            label="Deal Category"
            hint="Type to search the categories."
            value={draft.categories}
            options={(categories.data ?? []).map((c) => ({ key: String(c.id), name: c.name }))}
            loading={categoryQuery !== categorySearch || categories.status === 'loading'}
            query={categoryQuery}
            onQuery={setCategoryQuery}
            onAdd={(t) => set('categories', [...draft.categories, t], 'category_id')}
            onRemove={(t) =>
              set(
                'categories',
                draft.categories.filter((c) => c.key !== t.key),
              )
            }
            error={errorOf('category_id')}
          />
        </>
      )}

      <TextField
        id="deal-available"
        label="Total Number of Deals"
        inputMode="numeric"
        maxLength={8}
        value={draft.deal_available}
        error={errorOf('deal_available')}
        onChange={(v) => set('deal_available', v, 'deal_available')}
      />

      <TagPicker
        id="deal-product"
        label="Your Products"
        hint="Type to search the products; the deal is for one."
        value={draft.product ? [{ key: draft.product.uuid, name: draft.product.name }] : []}
        options={draft.product ? [] : (products.data ?? []).map((p) => ({ key: p.uuid, name: p.name }))}
        loading={productQuery !== productSearch || products.status === 'loading'}
        query={productQuery}
        onQuery={setProductQuery}
        onAdd={(t) => set('product', { uuid: t.key, name: t.name }, 'product_id')}
        onRemove={() => set('product', null)}
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

      <fieldset
        className="field deal-dates"
        aria-describedby={errorOf('from_date', 'end_date') ? 'deal-dates-error' : undefined}
      >
        <legend>Valid Till Date</legend>
        <div className="deal-form-pair">
          <div className="field">
            <label htmlFor="deal-from">From</label>
            <DateField
              id="deal-from"
              calendarLabel="Choose the From date on a calendar"
              min={todayInIndia}
              value={draft.from}
              invalid={Boolean(errorOf('from_date'))}
              onChange={(day) => set('from', day, 'from_date', 'end_date', 'days')}
            />
          </div>
          <div className="field">
            <label htmlFor="deal-end">Till</label>
            <DateField
              id="deal-end"
              calendarLabel="Choose the Till date on a calendar"
              min={draft.from || todayInIndia}
              value={draft.end}
              invalid={Boolean(errorOf('end_date'))}
              onChange={(day) => set('end', day, 'from_date', 'end_date', 'days')}
            />
          </div>
        </div>
        {errorOf('from_date', 'end_date') && (
          <p id="deal-dates-error" className="field-error">
            {errorOf('from_date', 'end_date')}
          </p>
        )}
      </fieldset>

      <WeekdayPicker
        enabled={choice.enabled}
        value={draft.days}
        onChange={(days) => set('days', days, 'days')}
        error={errorOf('days')}
      />

      <TagPicker
        id="deal-keywords"
        label="Your Keyword"
        hint="Pick keywords students search for, or type a new one and press Enter."
        value={draft.keywords}
        options={keywordOptions}
        loading={keywords.status === 'loading'}
        query={keywordQuery}
        onQuery={setKeywordQuery}
        onAdd={(t) => set('keywords', [...draft.keywords, t], 'keyword')}
        onCreate={(name) =>
          !draft.keywords.some((k) => k.name.toLowerCase() === name.toLowerCase()) &&
          set('keywords', [...draft.keywords, { key: `new:${name}`, name }], 'keyword')
        }
        onRemove={(t) =>
          set(
            'keywords',
            draft.keywords.filter((k) => k.key !== t.key),
          )
        }
        error={errorOf('keyword')}
      />

      <RichField
        id="deal-description"
        label="Description"
        value={draft.description}
        error={errorOf('description')}
        onChange={(v) => set('description', v, 'description')}
      />
      <RichField
        id="deal-terms"
        label="Terms & Conditions"
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
    </form>
  )
}

/** A labelled rich-text field with its error under it. */
function RichField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  value: string
  error?: string
  onChange: (html: string) => void
}) {
  return (
    <div className="field">
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <RichTextEditor
        id={id}
        labelId={`${id}-label`}
        value={value}
        onChange={onChange}
        toolbar="add"
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}
