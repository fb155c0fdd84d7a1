import type { ReactNode } from 'react'
import type { CorrectionDeal, DealCommentTexts } from '../../api/schemas/vendor-deals'
import { WEEKDAYS, formatDashDate } from '../../lib/dates'
import { formatRupees } from '../../lib/money'
import { DEAL_CROPS, weekdayChoice } from '../../lib/vendor-deal-rules'
import { RichText } from '../../ui/rich-text'
import { CriteriaRows } from './criteria-rows'
import { withRange } from './deal-draft'
import { CategoryPicker, DealDatesField, KeywordPicker, ProductPicker, RichField } from './deal-fields'
import { DealPictureField } from './deal-picture-field'
import { DealTextField } from './deal-text-field'
import type { CorrectionControls } from './use-correction-form'
import { WeekdayPicker } from './weekday-picker'

/** The wire fields whose messages belong to each editable section (the reviewer comments use the same keys). */
export const SECTION_FIELDS = {
  banner_image: ['banner_image'],
  small_image: ['small_image'],
  name: ['name'],
  deal_price: ['deal_price'],
  discount: ['discount'],
  category: ['category_id'],
  criteria: ['criteria_amount', 'criteria_discount'],
  deal_available: ['deal_available'],
  product: ['product_id'],
  end_date: ['from_date', 'end_date'],
  days: ['days'],
  keywords: ['keyword'],
  is_active: ['is_active'],
  description: ['description'],
  terms_conditions: ['terms_conditions'],
} as const satisfies Record<string, readonly string[]>
export type SectionKey = keyof typeof SECTION_FIELDS

/** Whether a wire field's message (`criteria_amount.1` too) belongs to a section. */
export const belongsTo = (key: SectionKey, field: string) =>
  SECTION_FIELDS[key].some((w: string) => field === w || field.startsWith(`${w}.`))

type Section = {
  key: SectionKey | 'address'
  label: string
  /** The saved value, as the page shows it while the section is not edited. */
  view: ReactNode
  /** The section's fields while it is edited; none for the address (My Account's). */
  editor?: (c: CorrectionControls) => ReactNode
  comment?: string
}

/**
 * The correction page's sections in the page's order (spec 2 §2): the pictures, the name, the price, discount and
 * categories of a fixed deal or the tiers of an open one, the count, product, address (read only), dates, days,
 * keywords, Is Active and the two texts; each with its reviewer comment, if any.
 */
export function correctionSections(deal: CorrectionDeal, comments: DealCommentTexts): Section[] {
  const text =
    (field: 'name' | 'deal_price' | 'discount' | 'deal_available', id: string) => (c: CorrectionControls) => (
      <DealTextField
        field={field}
        id={id}
        value={c.draft[field]}
        error={c.errorOf(field)}
        onChange={(v) => c.set(field, v, field)}
      />
    )
  const picture =
    (field: 'banner_image' | 'small_image', label: string, hint: string, crop: keyof typeof DEAL_CROPS, id: string) =>
    (c: CorrectionControls) => (
      <DealPictureField
        id={id}
        label={label}
        hint={hint}
        crop={DEAL_CROPS[crop]}
        value={c.draft[field]}
        current={deal[field].path}
        error={c.errorOf(field)}
        onChange={(file) => c.set(field, file, field)}
        onRefused={(t) => c.refuse(field, t)}
      />
    )
  const rich = (field: 'description' | 'terms_conditions', label: string, id: string) => (c: CorrectionControls) => (
    <RichField
      id={id}
      label={label}
      labelHidden
      toolbar="correction"
      value={c.draft[field]}
      error={c.errorOf(field)}
      onChange={(v) => c.set(field, v, field)}
    />
  )
  const fixedDeal: Section[] = [
    {
      key: 'deal_price',
      label: 'Deal Price',
      view: formatRupees(deal.deal_price),
      editor: text('deal_price', 'correct-price'),
      comment: comments.deal_price,
    },
    {
      key: 'discount',
      label: 'Discount in Percentage',
      view: `${deal.discount}%`,
      editor: text('discount', 'correct-discount'),
      comment: comments.discount,
    },
    {
      key: 'category',
      label: 'Deal Category',
      view: deal.deal_categories.map((c) => c.name).join(', ') || '—',
      editor: (c) => (
        <CategoryPicker
          id="correct-categories"
          value={c.draft.categories}
          onChange={(tags) => c.set('categories', tags, 'category_id')}
          error={c.errorOf('category_id')}
        />
      ),
      comment: comments.category,
    },
  ]
  const openDeal: Section[] = [
    {
      key: 'criteria',
      label: 'Open Deal criteria',
      view: (
        <ul>
          {deal.deal_criteria.map((c) => (
            <li key={c.id}>
              From {formatRupees(c.amount)}: {c.discount}% off
            </li>
          ))}
        </ul>
      ),
      editor: (c) => (
        <CriteriaRows
          rows={c.draft.criteria}
          onChange={(rows) => c.set('criteria', rows)}
          errorOf={(f) => c.errorOf(f)}
        />
      ),
    },
  ]
  return [
    {
      key: 'banner_image',
      label: 'Banner image',
      view: (
        <img
          className="deal-picture-preview correction-banner"
          src={deal.banner_image.path}
          alt="The deal's banner"
          width={DEAL_CROPS.banner.width}
          height={DEAL_CROPS.banner.height}
        />
      ),
      editor: picture(
        'banner_image',
        'Banner Image',
        'png or jpeg, cropped at 3.6 : 1 to 900 × 250.',
        'banner',
        'correct-banner',
      ),
      comment: comments.banner_image,
    },
    {
      key: 'small_image',
      label: 'Small image',
      view: (
        <img
          className="deal-picture-preview"
          src={deal.small_image.path}
          alt="The deal's small image"
          width={DEAL_CROPS.correctSmall.width}
          height={DEAL_CROPS.correctSmall.height}
        />
      ),
      editor: picture(
        'small_image',
        'Small Image',
        'png or jpeg, cropped at 1.9 : 1 to 285 × 150.',
        'correctSmall',
        'correct-small',
      ),
      comment: comments.small_image,
    },
    { key: 'name', label: 'Deal Name', view: deal.name, editor: text('name', 'correct-name'), comment: comments.name },
    ...(deal.is_open_deal === 1 ? openDeal : fixedDeal),
    {
      key: 'deal_available',
      label: 'Total Number of Deals',
      view: String(deal.deal_available),
      editor: text('deal_available', 'correct-available'),
      comment: comments.deal_available,
    },
    {
      key: 'product',
      label: 'Your Products',
      view: deal.product?.name ?? '—',
      editor: (c) => (
        <ProductPicker
          id="correct-product"
          value={c.draft.product}
          onChange={(product) => c.set('product', product, 'product_id')}
          error={c.errorOf('product_id')}
        />
      ),
      comment: comments.product,
    },
    { key: 'address', label: 'Location', view: deal.address.address, comment: comments.address },
    {
      key: 'end_date',
      label: 'Valid Till Date',
      view: `${formatDashDate(deal.from_date)} to ${formatDashDate(deal.end_date)}`,
      editor: (c) => (
        <DealDatesField
          id="correct"
          from={c.draft.from}
          end={c.draft.end}
          fromError={c.errorOf('from_date')}
          endError={c.errorOf('end_date')}
          legendHidden
          onChange={(from, end) => {
            const next = withRange(c.draft, from, end)
            c.set('from', next.from, 'from_date', 'end_date', 'days')
            c.set('end', next.end)
            c.set('days', next.days)
          }}
        />
      ),
      comment: comments.end_date,
    },
    {
      key: 'days',
      label: 'Valid Days',
      view:
        WEEKDAYS.filter((d) => deal.days.includes(d.id))
          .map((d) => d.name)
          .join(', ') || '—',
      editor: (c) => (
        <WeekdayPicker
          enabled={weekdayChoice(c.draft.from || null, c.draft.end || null).enabled}
          value={c.draft.days}
          onChange={(days) => c.set('days', days, 'days')}
          error={c.errorOf('days')}
        />
      ),
      comment: comments.days,
    },
    {
      key: 'keywords',
      label: 'Your Keyword',
      view: deal.keywords.map((k) => k.name).join(', ') || '—',
      editor: (c) => (
        <KeywordPicker
          id="correct-keywords"
          hint="Pick keywords, or type a new one and press Enter."
          value={c.draft.keywords}
          onChange={(tags) => c.set('keywords', tags, 'keyword')}
          error={c.errorOf('keyword')}
        />
      ),
    },
    {
      key: 'is_active',
      label: 'Is Active',
      view:
        deal.is_active === 1
          ? 'On: students can find the deal once it is approved.'
          : 'Off: students cannot find the deal.',
      editor: (c) => (
        <div className="field deal-open-toggle">
          <label>
            <input
              type="checkbox"
              role="switch"
              checked={c.draft.is_active}
              onChange={(e) => c.set('is_active', e.target.checked, 'is_active')}
            />{' '}
            Is Active
          </label>
        </div>
      ),
    },
    {
      key: 'description',
      label: 'Description',
      view: <RichText html={deal.description} />,
      editor: rich('description', 'Description', 'correct-description'),
      comment: comments.description,
    },
    {
      key: 'terms_conditions',
      label: 'Terms & Conditions',
      view: <RichText html={deal.terms_conditions} />,
      editor: rich('terms_conditions', 'Terms & Conditions', 'correct-terms'),
      comment: comments.terms_conditions,
    },
  ]
}
