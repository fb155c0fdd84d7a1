import { addDays } from './dates'

/**
 * The rules of a vendor's deal form (spec 2 §3, §4, §5), written once: the add-deal form checks them as the vendor
 * types and the mock backend applies the same rules, with the same words, to vendor/add-deal.
 */

export const DEAL_LIMITS = {
  name: 230,
  price: 8,
  available: 8,
  product: 100,
  minDiscount: 1,
  maxDiscount: 100,
} as const

export const DEAL_FORM_TEXTS = {
  nameRequired: 'The name field is required.',
  nameTooLong: `The name field must not be greater than ${DEAL_LIMITS.name} characters.`,
  priceRequired: 'The deal price field is required.',
  priceFormat: 'The deal price field must be an amount with at most 2 decimal places.',
  priceTooLong: `The deal price field must not be greater than ${DEAL_LIMITS.price} characters.`,
  discountRange: 'The discount field must be between 1 and 100.',
  categoryRequired: 'The category field is required.',
  categoryInvalid: 'The selected category is invalid.',
  availableRequired: 'The total number of deals field is required.',
  availableFormat: 'The total number of deals field must be a number.',
  availableTooLong: `The total number of deals field must not be greater than ${DEAL_LIMITS.available} characters.`,
  productRequired: 'The product field is required.',
  productInvalid: 'The selected product is invalid.',
  keywordRequired: 'The keyword field is required.',
  keywordInvalid: 'The selected keyword is invalid.',
  datesRequired: 'The valid till date field is required.',
  dateFormat: 'The valid till date must be in the format DD-MM-YYYY.',
  startsBeforeToday: 'The valid till date cannot start before today.',
  endsBeforeStart: 'The valid till date must end on or after its start.',
  daysRequired: 'The valid days field is required.',
  dayOutsideRange: 'Choose only days the valid till dates cover.',
  descriptionRequired: 'The description field is required.',
  termsRequired: 'The terms & conditions field is required.',
  /** Spec 2 §5, word for word. */
  amountRequired: 'The Amount field is required.',
  criteriaDiscountRequired: 'The Discount field is required.',
  criteriaRequired: 'Add at least one amount and discount.',
  smallImageRequired: 'The Small Image field is required.',
  largeImageRequired: 'The Large Image field is required.',
  invalidFile: 'The field field must be a valid file.',
  notVerified: 'Not Allowed - Email or Phone is not verified, please verify first.',
} as const

/** Spec 2 §4: only png and jpeg open the crop dialog, and only they are stored. */
const DEAL_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const
export const isDealImageType = (type: string) => (DEAL_IMAGE_TYPES as readonly string[]).includes(type)

/**
 * The crops (spec 2 §5). Add deal: small image 1:1 at 150×150; banner at ratio 3.6. The spec's banner output
 * "250x250" cannot have ratio 3.6, so it is read as 250 high, 900 wide (docs/decisions/vendor-deals.md). The
 * correction page crops the small image at 1.9.
 */
export const DEAL_CROPS = {
  addSmall: { ratio: 1, width: 150, height: 150 },
  correctSmall: { ratio: 1.9, width: 285, height: 150 },
  banner: { ratio: 3.6, width: 900, height: 250 },
} as const

/** 'DD-MM-YYYY' (the pickers' format) to 'YYYY-MM-DD', or null when it is not a real calendar day. */
export function parseDashDate(value: string): string | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value.trim())
  if (!m) return null
  const iso = `${m[3]}-${m[2]}-${m[1]}`
  const t = Date.parse(`${iso}T00:00:00Z`)
  return Number.isFinite(t) && new Date(t).toISOString().startsWith(iso) ? iso : null
}

/** 'YYYY-MM-DD' to the pickers' 'DD-MM-YYYY'. */
export const toDashDate = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`

/** The weekday id (1 Sunday … 7 Saturday, spec 2 §3) of a 'YYYY-MM-DD' day. */
export const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() + 1

/**
 * Spec 2 §4, the valid days a date range allows: none without a range; a one-day range allows and selects that day;
 * a range shorter than 7 days allows the weekdays it covers; 7 days or more allows all.
 */
export function weekdayChoice(
  from: string | null,
  end: string | null,
): { enabled: number[]; selected: number[] | null } {
  if (!from || !end || end < from) return { enabled: [], selected: [] }
  if (from === end) return { enabled: [weekdayOf(from)], selected: [weekdayOf(from)] }
  const covered = new Set<number>()
  for (let day = from, n = 0; day <= end && n < 7; day = addDays(day, 1), n++) covered.add(weekdayOf(day))
  return { enabled: [...covered].sort((a, b) => a - b), selected: null }
}

/** Rich text with nothing in it: only tags and spaces (a picture counts as content). */
export const isBlankRichText = (html: string) =>
  !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === ''

const AMOUNT = /^\d+(\.\d{1,2})?$/

/** What a deal form sends, as text (the wire is multipart). Files are checked by type only. */
export type DealFormInput = {
  name: string
  is_open_deal: boolean
  deal_price: string
  discount: string
  category_id: string[]
  deal_available: string
  product_id: string
  from_date: string
  end_date: string
  days: string[]
  keyword: string[]
  new_keywork: string[]
  description: string
  terms_conditions: string
  criteria_amount: string[]
  criteria_discount: string[]
  small_image: { type: string } | null
  banner_image: { type: string } | null
}

/** A discount between 1 and 100 (decimals allowed). */
const isDiscount = (v: string) =>
  /^\d+(\.\d+)?$/.test(v.trim()) && Number(v) >= DEAL_LIMITS.minDiscount && Number(v) <= DEAL_LIMITS.maxDiscount

/** How the correction page differs: it keeps the old images, and a running deal keeps the start it already has. */
export type DealFormContext = { imagesRequired?: boolean; currentStart?: string }

/**
 * Every rule of spec 2 §5 over a deal form, as Laravel's field errors (criteria rows as `criteria_amount.0`).
 * `today` is the Indian calendar day. On the correction page (`context`) the images may stay as they are, and a
 * start date left unchanged is not "before today" (a running deal started in the past: docs/decisions/vendor-deals.md).
 */
export function dealFormErrors(
  input: DealFormInput,
  today: string,
  context: DealFormContext = {},
): Record<string, string[]> {
  const imagesRequired = context.imagesRequired ?? true
  const errors: Record<string, string[]> = {}
  const fail = (field: string, text: string) => void (errors[field] ??= []).push(text)
  const M = DEAL_FORM_TEXTS

  const name = input.name.trim()
  if (!name) fail('name', M.nameRequired)
  else if (name.length > DEAL_LIMITS.name) fail('name', M.nameTooLong)

  if (input.is_open_deal) {
    const rows = Math.max(input.criteria_amount.length, input.criteria_discount.length)
    if (rows === 0) fail('criteria_amount', M.criteriaRequired)
    for (let i = 0; i < rows; i++) {
      const amount = (input.criteria_amount[i] ?? '').trim()
      if (!amount || !AMOUNT.test(amount) || amount.length > DEAL_LIMITS.price)
        fail(`criteria_amount.${i}`, M.amountRequired)
      if (!isDiscount(input.criteria_discount[i] ?? '')) fail(`criteria_discount.${i}`, M.criteriaDiscountRequired)
    }
  } else {
    const price = input.deal_price.trim()
    if (!price) fail('deal_price', M.priceRequired)
    else if (price.length > DEAL_LIMITS.price) fail('deal_price', M.priceTooLong)
    else if (!AMOUNT.test(price)) fail('deal_price', M.priceFormat)
    if (!isDiscount(input.discount)) fail('discount', M.discountRange)
    if (input.category_id.length === 0) fail('category_id', M.categoryRequired)
  }

  const available = input.deal_available.trim()
  if (!available) fail('deal_available', M.availableRequired)
  else if (available.length > DEAL_LIMITS.available) fail('deal_available', M.availableTooLong)
  else if (!/^\d+$/.test(available)) fail('deal_available', M.availableFormat)

  if (!input.product_id.trim()) fail('product_id', M.productRequired)
  else if (input.product_id.length > DEAL_LIMITS.product) fail('product_id', M.productInvalid)

  if (input.keyword.length + input.new_keywork.filter((k) => k.trim()).length === 0) fail('keyword', M.keywordRequired)

  const from = parseDashDate(input.from_date)
  const end = parseDashDate(input.end_date)
  // Each day is told about itself: missing where it is missing, malformed where it was sent in another form.
  if (!input.from_date.trim()) fail('from_date', M.datesRequired)
  else if (!from) fail('from_date', M.dateFormat)
  if (!input.end_date.trim()) fail('end_date', M.datesRequired)
  else if (!end) fail('end_date', M.dateFormat)
  if (from && end) {
    if (from < today && from !== context.currentStart) fail('from_date', M.startsBeforeToday)
    else if (end < from) fail('end_date', M.endsBeforeStart)
  }

  if (input.days.length === 0) fail('days', M.daysRequired)
  else if (from && end && end >= from) {
    const { enabled } = weekdayChoice(from, end)
    if (input.days.some((d) => !enabled.includes(Number(d)))) fail('days', M.dayOutsideRange)
  }

  if (isBlankRichText(input.description)) fail('description', M.descriptionRequired)
  if (isBlankRichText(input.terms_conditions)) fail('terms_conditions', M.termsRequired)

  if (!input.small_image) {
    if (imagesRequired) fail('small_image', M.smallImageRequired)
  } else if (!isDealImageType(input.small_image.type)) fail('small_image', M.invalidFile)
  if (!input.banner_image) {
    if (imagesRequired) fail('banner_image', M.largeImageRequired)
  } else if (!isDealImageType(input.banner_image.type)) fail('banner_image', M.invalidFile)

  return errors
}
