import type { CorrectionDeal } from '../../api/schemas/vendor-deals'
import { toDashDate, weekdayChoice, type DealFormInput } from '../../lib/vendor-deal-rules'
import type { Tag } from './tag-picker'

/** The add-deal form as the vendor fills it. Dates are the date inputs' YYYY-MM-DD; keywords are `id:4` or `new:Name`. */
export type DealDraft = {
  name: string
  is_open_deal: boolean
  deal_price: string
  discount: string
  categories: Tag[]
  deal_available: string
  product: { uuid: string; name: string } | null
  from: string
  end: string
  days: number[]
  keywords: Tag[]
  description: string
  terms_conditions: string
  /** `id` for a tier the deal already has (the correction page sends criteria_id[]). */
  criteria: Array<{ amount: string; discount: string; id?: number }>
  small_image: File | null
  banner_image: File | null
}

export const EMPTY_DRAFT: DealDraft = {
  name: '',
  is_open_deal: false,
  deal_price: '',
  discount: '',
  categories: [],
  deal_available: '',
  product: null,
  from: '',
  end: '',
  days: [],
  keywords: [],
  description: '',
  terms_conditions: '',
  criteria: [{ amount: '', discount: '' }],
  small_image: null,
  banner_image: null,
}

/**
 * A new valid till range (spec 2 §4): it keeps only the days it allows, and a one-day range selects its day. Both
 * pages set the dates through this.
 */
export function withRange(d: DealDraft, from: string, end: string): DealDraft {
  const choice = weekdayChoice(from || null, end || null)
  return { ...d, from, end, days: choice.selected ?? d.days.filter((day) => choice.enabled.includes(day)) }
}

const existingKeywordIds = (d: DealDraft) =>
  d.keywords.filter((k) => k.key.startsWith('id:')).map((k) => k.key.slice(3))
const newKeywords = (d: DealDraft) => d.keywords.filter((k) => k.key.startsWith('new:')).map((k) => k.name)

/** The draft as the shared rules read it (the same text the wire carries). */
export function draftInput(d: DealDraft): DealFormInput {
  return {
    name: d.name,
    is_open_deal: d.is_open_deal,
    deal_price: d.deal_price,
    discount: d.discount,
    category_id: d.is_open_deal ? [] : d.categories.map((c) => c.key),
    deal_available: d.deal_available,
    product_id: d.product?.uuid ?? '',
    from_date: d.from ? toDashDate(d.from) : '',
    end_date: d.end ? toDashDate(d.end) : '',
    days: d.days.map(String),
    keyword: existingKeywordIds(d),
    new_keywork: newKeywords(d),
    description: d.description,
    terms_conditions: d.terms_conditions,
    criteria_amount: d.is_open_deal ? d.criteria.map((c) => c.amount) : [],
    criteria_discount: d.is_open_deal ? d.criteria.map((c) => c.discount) : [],
    small_image: d.small_image,
    banner_image: d.banner_image,
  }
}

/** The multipart body of vendor/add-deal (spec 2 §7): lists as `name[]`, is_open_deal as 1 or 0, the cropped files. */
export function dealFormData(d: DealDraft): FormData {
  const input = draftInput(d)
  const form = new FormData()
  const lists = ['category_id', 'days', 'keyword', 'new_keywork', 'criteria_amount', 'criteria_discount'] as const
  for (const [key, value] of Object.entries(input)) {
    if ((lists as readonly string[]).includes(key)) for (const item of value as string[]) form.append(`${key}[]`, item)
    else if (key === 'is_open_deal') form.append(key, value ? '1' : '0')
    else if (value instanceof File) form.append(key, value, value.name)
    else if (typeof value === 'string') form.append(key, value)
  }
  return form
}

/** The form field a server error key belongs to: `criteria_amount.1` stays itself; `category_id.0` is the categories. */
export const fieldOf = (key: string) =>
  /^(criteria_amount|criteria_discount)\.\d+$/.test(key) ? key : key.replace(/\.\d+$/, '')

/** A stored deal (the correction page's answer) as a draft; new pictures are none until chosen. */
export function draftOf(deal: CorrectionDeal): DealDraft {
  return {
    name: deal.name,
    is_open_deal: deal.is_open_deal === 1,
    deal_price: String(deal.deal_price),
    discount: String(deal.discount),
    categories: deal.deal_categories.map((c) => ({ key: String(c.id), name: c.name })),
    deal_available: String(deal.deal_available),
    product: deal.product,
    from: deal.from_date,
    end: deal.end_date,
    days: [...deal.days],
    keywords: deal.keywords.map((k) => ({ key: `id:${k.id}`, name: k.name })),
    description: deal.description,
    terms_conditions: deal.terms_conditions,
    criteria:
      deal.deal_criteria.length > 0
        ? deal.deal_criteria.map((c) => ({ id: c.id, amount: String(c.amount), discount: String(c.discount) }))
        : [{ amount: '', discount: '' }],
    small_image: null,
    banner_image: null,
  }
}

/**
 * The multipart body of vendor/update-deal: the whole deal as the draft has it, the deal's uuid as `id`, is_approved
 * always 0 (spec 2 §4: an edited deal goes back to review), Is Active, the tiers' ids, and only new pictures.
 */
export function updateFormData(deal: CorrectionDeal, d: DealDraft, isActive: boolean): FormData {
  const form = dealFormData(d)
  form.append('id', deal.uuid)
  form.append('is_approved', '0')
  form.append('is_active', isActive ? '1' : '0')
  form.append('hola_for_deal', String(deal.hola_for_deal))
  form.append('address', deal.address.address)
  if (d.is_open_deal) for (const c of d.criteria) form.append('criteria_id[]', c.id ? String(c.id) : '')
  return form
}
