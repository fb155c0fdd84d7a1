import { useMemo, useState, type ReactNode } from 'react'
import { Link, useSearch } from 'wouter'
import { ApiError } from '../../api/client'
import type { CorrectionDeal, DealCommentTexts } from '../../api/schemas/vendor-deals'
import { correctionDeal, updateDeal } from '../../api/vendor-deals'
import { WEEKDAYS, formatDashDate, indiaDay } from '../../lib/dates'
import { formatRupees } from '../../lib/money'
import { paths, type ScreenProps, type ROUTES } from '../../lib/paths'
import { DEAL_CROPS, dealFormErrors, weekdayChoice } from '../../lib/vendor-deal-rules'
import { useViewer } from '../../state/session'
import { notify } from '../../state/ui'
import { BusyButton } from '../../ui/busy-button'
import { usePageTitle } from '../../ui/page-title'
import { RichText } from '../../ui/rich-text'
import { Empty, Failed, Loading } from '../../ui/states'
import { StatusBadge } from '../../ui/status-badge'
import { DealTextField } from './deal-text-field'
import { useCall } from '../../ui/use-call'
import { CriteriaRows } from './criteria-rows'
import { DealPictureField } from './deal-picture-field'
import { type DealDraft, draftInput, draftOf, fieldOf, updateFormData, withRange } from './deal-draft'
import { CategoryPicker, DealDatesField, KeywordPicker, ProductPicker, RichField } from './deal-fields'
import { WeekdayPicker } from './weekday-picker'
import { DealReportsAside } from './deal-reports-aside'
import './deal-form.css'
import { appNow } from '../../lib/app-clock'

type SectionKey =
  | 'banner_image'
  | 'small_image'
  | 'name'
  | 'deal_price'
  | 'discount'
  | 'category'
  | 'deal_available'
  | 'product'
  | 'end_date'
  | 'days'
  | 'keywords'
  | 'is_active'
  | 'criteria'
  | 'description'
  | 'terms_conditions'

/** The wire fields whose server errors belong to each section. */
const WIRE_FIELDS: Record<SectionKey, string[]> = {
  banner_image: ['banner_image'],
  small_image: ['small_image'],
  name: ['name'],
  deal_price: ['deal_price'],
  discount: ['discount'],
  category: ['category_id'],
  deal_available: ['deal_available'],
  product: ['product_id'],
  end_date: ['from_date', 'end_date'],
  days: ['days'],
  keywords: ['keyword'],
  is_active: ['is_active'],
  criteria: ['criteria_amount'],
  description: ['description'],
  terms_conditions: ['terms_conditions'],
}

/**
 * /correct-deal/{uuid} (spec 2 §2 "Vendor deal correction"): the vendor's own deal, field by field, each with its
 * edit, save and cancel, the reviewer's comment above the field it concerns, and the status badge. Every save sends
 * the whole deal with is_approved 0; a comment goes once its own field is saved, and the deal goes back to staff once
 * no comment is left (mock-server/areas/vendor-deals/form.ts); then the deal is read again.
 */
export default function CorrectDealScreen({ params }: ScreenProps<typeof ROUTES.correctDeal>) {
  const isVendor = useViewer().viewer === 'vendor'
  const uuid = params.id ?? ''
  const chosenReport = Number(new URLSearchParams(useSearch()).get('report')) || null
  const loaded = useCall(async () => (isVendor && uuid ? correctionDeal(uuid) : null), [isVendor, uuid])
  usePageTitle(loaded.data ? `Correct ${loaded.data.deal.name}` : 'Correct deal')

  let body: ReactNode
  if (!isVendor) body = <Empty text="Correcting a deal is for the outlet that sells it." />
  else if (loaded.status === 'failed' && !loaded.data)
    body = (
      <Failed
        text={
          loaded.error.status === 404
            ? 'This deal does not exist (any more).'
            : loaded.error.status === 403
              ? loaded.error.message
              : `The deal could not be loaded. ${loaded.error.message}`
        }
        onRetry={loaded.error.status >= 500 || loaded.error.status === 0 ? loaded.reload : undefined}
      />
    )
  else if (!loaded.data) body = <Loading label="Loading the deal…" />
  else
    body = (
      <Correction
        key={JSON.stringify(loaded.data.deal)}
        deal={loaded.data.deal}
        statusName={loaded.data.deal_status.find((s) => s.id === loaded.data!.deal.deal_status)?.name ?? ''}
        onSaved={loaded.reload}
      />
    )

  return (
    <section className="page deal-form-page correct-deal" aria-labelledby="correct-deal-title">
      <p>
        <Link href={paths.yourDeals()}>← Your Deals</Link>
      </p>
      <h1 id="correct-deal-title">{loaded.data ? `Correct “${loaded.data.deal.name}”` : 'Correct deal'}</h1>
      {/* Opened from Reported Deals' Edit: the deal's reports beside its fields (only then: a plain correction asks nothing more). */}
      {isVendor && loaded.data && chosenReport !== null && <DealReportsAside dealUuid={uuid} chosen={chosenReport} />}
      {body}
    </section>
  )
}

function Correction({ deal, statusName, onSaved }: { deal: CorrectionDeal; statusName: string; onSaved: () => void }) {
  const saved = useMemo(() => draftOf(deal), [deal])
  const [draft, setDraft] = useState<DealDraft>(saved)
  const [active, setActive] = useState(deal.is_active === 1)
  const [editing, setEditing] = useState<SectionKey | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const comments: DealCommentTexts = deal.deal_comments?.comment.comments ?? {}
  const openComments = Object.keys(comments).length
  const set = <K extends keyof DealDraft>(key: K, value: DealDraft[K]) => setDraft((d) => ({ ...d, [key]: value }))

  const choice = weekdayChoice(draft.from || null, draft.end || null)

  function edit(key: SectionKey) {
    setDraft(saved)
    setActive(deal.is_active === 1)
    setErrors({})
    setEditing(key)
  }
  function cancel() {
    setDraft(saved)
    setActive(deal.is_active === 1)
    setErrors({})
    setEditing(null)
  }

  async function save() {
    const local = dealFormErrors(draftInput(draft), indiaDay(appNow()), {
      imagesRequired: false,
      currentStart: deal.from_date,
    })
    if (Object.keys(local).length > 0) {
      setErrors(Object.fromEntries(Object.entries(local).map(([k, v]) => [fieldOf(k), v[0]!])))
      return
    }
    setBusy(true)
    try {
      const answer = await updateDeal(updateFormData(deal, draft, active))
      notify('success', 'Success', answer.message)
      setEditing(null)
      onSaved()
    } catch (e) {
      if (!(e instanceof ApiError) || e.status === 401) return
      if (e.status === 422)
        setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [fieldOf(k), v[0] ?? ''])))
      else notify('error', 'FAILED', e.serverText)
    } finally {
      setBusy(false)
    }
  }

  const errorOf = (...fields: string[]) => fields.map((f) => errors[f]).find(Boolean)
  // An error outside the field being edited (the deal breaks a rule elsewhere): said at the top of that field's section.
  const elsewhere = editing
    ? Object.entries(errors).filter(([k]) => !WIRE_FIELDS[editing].some((w) => k === w || k.startsWith(`${w}.`)))
    : []

  const section = (key: SectionKey, label: string, view: ReactNode, editor: ReactNode, comment?: string) => (
    <Section
      key={key}
      id={key}
      label={label}
      comment={comment}
      editing={editing === key}
      locked={editing !== null && editing !== key}
      busy={busy}
      onEdit={() => edit(key)}
      onSave={() => void save()}
      onCancel={cancel}
      view={view}
    >
      {elsewhere.length > 0 && (
        <div className="field-error" role="alert">
          Also to fix before this can be saved: {elsewhere.map(([, text]) => text).join(' ')}
        </div>
      )}
      {editor}
    </Section>
  )

  return (
    <div className="correction">
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
      {section(
        'banner_image',
        'Banner image',
        <img
          className="deal-picture-preview correction-banner"
          src={deal.banner_image.path}
          alt="The deal's banner"
          width={DEAL_CROPS.banner.width}
          height={DEAL_CROPS.banner.height}
        />,
        <DealPictureField
          id="correct-banner"
          label="Banner Image"
          hint="png or jpeg, cropped at 3.6 : 1 to 900 × 250."
          crop={DEAL_CROPS.banner}
          value={draft.banner_image}
          current={deal.banner_image.path}
          error={errorOf('banner_image')}
          onChange={(f) => set('banner_image', f)}
          onRefused={(t) => setErrors({ banner_image: t })}
        />,
        comments.banner_image,
      )}
      {section(
        'small_image',
        'Small image',
        <img
          className="deal-picture-preview"
          src={deal.small_image.path}
          alt="The deal's small image"
          width={DEAL_CROPS.correctSmall.width}
          height={DEAL_CROPS.correctSmall.height}
        />,
        <DealPictureField
          id="correct-small"
          label="Small Image"
          hint="png or jpeg, cropped at 1.9 : 1 to 285 × 150."
          crop={DEAL_CROPS.correctSmall}
          value={draft.small_image}
          current={deal.small_image.path}
          error={errorOf('small_image')}
          onChange={(f) => set('small_image', f)}
          onRefused={(t) => setErrors({ small_image: t })}
        />,
        comments.small_image,
      )}
      {section(
        'name',
        'Deal Name',
        deal.name,
        <DealTextField
          field="name"
          id="correct-name"
          value={draft.name}
          error={errorOf('name')}
          onChange={(v) => set('name', v)}
        />,
        comments.name,
      )}
      {deal.is_open_deal === 0 && (
        <>
          {section(
            'deal_price',
            'Deal Price',
            formatRupees(deal.deal_price),
            <DealTextField
              field="deal_price"
              id="correct-price"
              value={draft.deal_price}
              error={errorOf('deal_price')}
              onChange={(v) => set('deal_price', v)}
            />,
            comments.deal_price,
          )}
          {section(
            'discount',
            'Discount in Percentage',
            `${deal.discount}%`,
            <DealTextField
              field="discount"
              id="correct-discount"
              value={draft.discount}
              error={errorOf('discount')}
              onChange={(v) => set('discount', v)}
            />,
            comments.discount,
          )}
          {section(
            'category',
            'Deal Category',
            deal.deal_categories.map((c) => c.name).join(', ') || '—',
            <CategoryPicker
              id="correct-categories"
              value={draft.categories}
              onChange={(tags) => set('categories', tags)}
              error={errorOf('category_id')}
            />,
            comments.category,
          )}
        </>
      )}
      {deal.is_open_deal === 1 &&
        section(
          'criteria',
          'Open Deal criteria',
          <ul>
            {deal.deal_criteria.map((c) => (
              <li key={c.id}>
                From {formatRupees(c.amount)}: {c.discount}% off
              </li>
            ))}
          </ul>,
          <CriteriaRows rows={draft.criteria} onChange={(rows) => set('criteria', rows)} errorOf={(f) => errorOf(f)} />,
        )}
      {section(
        'deal_available',
        'Total Number of Deals',
        String(deal.deal_available),
        <DealTextField
          field="deal_available"
          id="correct-available"
          value={draft.deal_available}
          error={errorOf('deal_available')}
          onChange={(v) => set('deal_available', v)}
        />,
        comments.deal_available,
      )}
      {section(
        'product',
        'Your Products',
        deal.product?.name ?? '—',
        <ProductPicker
          id="correct-product"
          value={draft.product}
          onChange={(product) => set('product', product)}
          error={errorOf('product_id')}
        />,
        comments.product,
      )}
      <Section
        id="address"
        label="Location"
        comment={comments.address}
        view={deal.address.address}
        editing={false}
        locked
        busy={false}
        readOnly
      />
      {section(
        'end_date',
        'Valid Till Date',
        `${formatDashDate(deal.from_date)} to ${formatDashDate(deal.end_date)}`,
        <DealDatesField
          id="correct"
          from={draft.from}
          end={draft.end}
          fromError={errorOf('from_date')}
          endError={errorOf('end_date')}
          legendHidden
          onChange={(from, end) => setDraft((d) => withRange(d, from, end))}
        />,
        comments.end_date,
      )}
      {section(
        'days',
        'Valid Days',
        WEEKDAYS.filter((d) => deal.days.includes(d.id))
          .map((d) => d.name)
          .join(', ') || '—',
        <WeekdayPicker
          enabled={choice.enabled}
          value={draft.days}
          onChange={(days) => set('days', days)}
          error={errorOf('days')}
        />,
        comments.days,
      )}
      {section(
        'keywords',
        'Your Keyword',
        deal.keywords.map((k) => k.name).join(', ') || '—',
        <KeywordPicker
          id="correct-keywords"
          hint="Pick keywords, or type a new one and press Enter."
          value={draft.keywords}
          onChange={(tags) => set('keywords', tags)}
          error={errorOf('keyword')}
        />,
      )}
      {section(
        'is_active',
        'Is Active',
        deal.is_active === 1
          ? 'On: students can find the deal once it is approved.'
          : 'Off: students cannot find the deal.',
        <div className="field deal-open-toggle">
          <label>
            <input type="checkbox" role="switch" checked={active} onChange={(e) => setActive(e.target.checked)} /> Is
            Active
          </label>
        </div>,
      )}
      {section(
        'description',
        'Description',
        <RichText html={deal.description} />,
        <RichField
          id="correct-description"
          label="Description"
          labelHidden
          toolbar="correction"
          value={draft.description}
          error={errorOf('description')}
          onChange={(v) => set('description', v)}
        />,
        comments.description,
      )}
      {section(
        'terms_conditions',
        'Terms & Conditions',
        <RichText html={deal.terms_conditions} />,
        <RichField
          id="correct-terms"
          label="Terms & Conditions"
          labelHidden
          toolbar="correction"
          value={draft.terms_conditions}
          error={errorOf('terms_conditions')}
          onChange={(v) => set('terms_conditions', v)}
        />,
        comments.terms_conditions,
      )}
    </div>
  )
}

type SectionProps = {
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
  onSave?: () => void
  onCancel?: () => void
  children?: ReactNode
}

/** One field of the correction page: the reviewer's comment above it, its value, and its edit, save and cancel icons. */
function Section({
  id,
  label,
  comment,
  view,
  editing,
  locked,
  busy,
  readOnly,
  onEdit,
  onSave,
  onCancel,
  children,
}: SectionProps) {
  return (
    <section className={editing ? 'correction-field is-editing' : 'correction-field'} aria-labelledby={`field-${id}`}>
      <div className="correction-field-head">
        <h2 id={`field-${id}`}>{label}</h2>
        {!readOnly &&
          (editing ? (
            <span className="correction-icons">
              <BusyButton
                type="button"
                className="icon-button"
                busy={busy}
                aria-label={`Save ${label}`}
                onClick={onSave}
              >
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
