import type { AddDealRequest, UpdateDealRequest } from '../../../src/api/schemas/vendor-deals'
import type { DealCommentField } from '../../../src/lib/vendor-deal-texts'
import { round2 } from '../../../src/lib/deal-pricing'
import { DEAL_STATUS } from '../../../src/lib/deal-status'
import {
  DEAL_FORM_TEXTS,
  dealFormErrors,
  parseDashDate,
  type DealFormContext,
  type DealFormInput,
} from '../../../src/lib/vendor-deal-rules'
import { db, nextId } from '../../store/db'
import type { DealRecord } from '../catalogue/records'
import type { UserRecord } from '../../store/records'
import { activeCategories, pointsEarnedFor, pricingFor, today } from '../catalogue/rules'
import { clock, iso } from '../../clock/clock'
import { HttpError } from '../../kit/http-error'
import { sanitiseDealHtml } from './deal-html'
import { commentsOf, vendorsDeal } from './rules'
import { hasVerifiedContacts } from '../../../src/lib/account-status'

/** A vendor with no position of their own (spec 2 §9). */
const VENDOR_FALLBACK = { latitude: 23.0208241, longitude: 72.50863950000002 }

const contains = (name: string, search: string) => name.toLowerCase().includes(search.trim().toLowerCase())
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name)

/** vendor/keyword-list: every keyword, or those whose name contains `search` (any case), by name. */
export const keywordsMatching = (search = '') =>
  db.keywords
    .all()
    .filter((k) => contains(k.name, search))
    .sort(byName)

/** vendor/search-active-category: active categories whose name contains `search`. */
export const activeCategoriesMatching = (search: string) => activeCategories().filter((c) => contains(c.name, search))

/** vendor/search-active-product: active products whose name contains `search`. */
export const activeProductsMatching = (search: string) =>
  db.products
    .all()
    .filter((p) => p.is_active === 1 && contains(p.name, search))
    .sort(byName)

/**
 * A file part of a multipart body, or null (a text part, or nothing). Told by its shape: the runtime's File class is
 * not always the global one (jsdom tests read bodies with Node's).
 */
const fileOf = (value: unknown): Blob | null =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).type === 'string'
    ? (value as Blob)
    : null

/** The form as the rules read it: text parts as sent, files by their type. */
function dealInputOf(body: AddDealRequest): DealFormInput {
  const small = fileOf(body.small_image)
  const banner = fileOf(body.banner_image)
  return {
    name: body.name ?? '',
    is_open_deal: body.is_open_deal === '1',
    deal_price: body.deal_price ?? '',
    discount: body.discount ?? '',
    category_id: body.category_id ?? [],
    deal_available: body.deal_available ?? '',
    product_id: body.product_id ?? '',
    from_date: body.from_date ?? '',
    end_date: body.end_date ?? '',
    days: body.days ?? [],
    keyword: body.keyword ?? [],
    new_keywork: body.new_keywork ?? [],
    description: body.description ?? '',
    terms_conditions: body.terms_conditions ?? '',
    criteria_amount: body.criteria_amount ?? [],
    criteria_discount: body.criteria_discount ?? [],
    // A text where a file belongs is "not a valid file"; no part at all is "required".
    small_image: small ? { type: small.type } : body.small_image !== undefined ? { type: 'text/plain' } : null,
    banner_image: banner ? { type: banner.type } : body.banner_image !== undefined ? { type: 'text/plain' } : null,
  }
}

/** An uploaded picture kept as a data URL: the mock has no file store, and the page shows it as it is. */
async function dataUrlOf(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${file.type};base64,${btoa(binary)}`
}

/** The form checked: every rule of src/lib/vendor-deal-rules.ts with its words, then the references it names. */
function checkedForm(body: AddDealRequest, now: number, context: DealFormContext = {}) {
  const input = dealInputOf(body)
  const errors = dealFormErrors(input, today(now), context)
  const fail = (field: string, text: string) => void (errors[field] ??= []).push(text)
  const product = db.products.findFirst((q) => q.where({ uuid: input.product_id.trim() }))
  if (input.product_id.trim() && (!product || product.is_active !== 1))
    fail('product_id', DEAL_FORM_TEXTS.productInvalid)
  const active = new Map(activeCategories().map((c) => [String(c.id), c]))
  const categoryIds = input.is_open_deal ? [] : [...new Set(input.category_id)]
  if (categoryIds.some((id) => !active.has(id))) fail('category_id', DEAL_FORM_TEXTS.categoryInvalid)
  const keywordIds = [...new Set(input.keyword)]
  if (keywordIds.some((id) => !db.keywords.findFirst((q) => q.where({ id: Number(id) }))))
    fail('keyword', DEAL_FORM_TEXTS.keywordInvalid)
  const first = Object.values(errors)[0]
  if (first) throw new HttpError(422, first[0]!, errors)
  return { input, product: product!, categoryIds: categoryIds.map(Number), keywordIds: keywordIds.map(Number) }
}

/** The ids of the new keywords (new_keywork[]), created unless a keyword of that name exists (any case). A write. */
async function newKeywordIds(names: string[]): Promise<number[]> {
  const ids: number[] = []
  for (const name of new Set(names.map((k) => k.trim()).filter(Boolean))) {
    const existing = db.keywords.all().find((k) => k.name.toLowerCase() === name.toLowerCase())
    ids.push(
      existing ? existing.id : (await db.keywords.create({ id: nextId(db.keywords), name: name.slice(0, 100) })).id,
    )
  }
  return ids
}

/** The fields a checked form sets on a deal (the same for a new deal and a corrected one). */
type DealFields = Awaited<ReturnType<typeof dealFieldsOf>>

async function dealFieldsOf(checked: ReturnType<typeof checkedForm>, keepCriteriaIds: string[] = []) {
  const { input } = checked
  const firstId = nextCriteriaId()
  const criteria = input.is_open_deal
    ? input.criteria_amount
        .map((amount, i) => ({
          id: Number(keepCriteriaIds[i]) > 0 ? Number(keepCriteriaIds[i]) : firstId + i,
          amount: round2(Number(amount)),
          discount: round2(Number(input.criteria_discount[i])),
        }))
        .sort((a, b) => a.amount - b.amount)
    : []
  const dealPrice = input.is_open_deal ? criteria[0]!.amount : round2(Number(input.deal_price))
  const discount = input.is_open_deal ? criteria[0]!.discount : round2(Number(input.discount))
  return {
    name: input.name.trim(),
    description: await sanitiseDealHtml(input.description),
    terms_conditions: await sanitiseDealHtml(input.terms_conditions),
    deal_price: dealPrice,
    discount,
    deal_available: Number(input.deal_available),
    is_open_deal: input.is_open_deal ? (1 as const) : (0 as const),
    from_date: parseDashDate(input.from_date)!,
    end_date: parseDashDate(input.end_date)!,
    days: [...new Set(input.days.map(Number))].sort((a, b) => a - b),
    category_ids: checked.categoryIds,
    product_id: checked.product.id,
    keyword_ids: [...new Set([...checked.keywordIds, ...(await newKeywordIds(input.new_keywork))])],
    hp_for_customer: pointsEarnedFor({ deal_price: dealPrice, discount }, pricingFor(null)),
    hola_for_deal: Math.max(1, Math.round(dealPrice * 0.02)),
    criteria,
  }
}

/**
 * vendor/add-deal (spec 2 §4, §5): a verified vendor's new deal, pending (status 2, unapproved) until staff approve
 * it. The references (product by uuid, categories, keywords by id) are checked with the rules; new keywords are
 * created; the rich text is sanitised. A refused request stores nothing: every check runs before the first write.
 */
export async function addVendorDeal(vendor: UserRecord, body: AddDealRequest, now = clock.now()): Promise<DealRecord> {
  if (!hasVerifiedContacts(vendor)) throw new HttpError(403, DEAL_FORM_TEXTS.notVerified)
  const checked = checkedForm(body, now)
  const city = db.cities.all().find((c) => c.name.toLowerCase() === vendor.city.toLowerCase())
  const id = nextId(db.deals)
  return db.deals.create({
    id,
    uuid: crypto.randomUUID(),
    deal_code: `HD${String(id).padStart(6, '0')}`,
    vendor_id: vendor.id,
    ...(await dealFieldsOf(checked)),
    small_image: await dataUrlOf(fileOf(body.small_image)!),
    banner_image: await dataUrlOf(fileOf(body.banner_image)!),
    is_paylater: 0,
    deal_status: DEAL_STATUS.pending,
    is_active: 1,
    is_approved: 0,
    city_id: city?.id ?? 1,
    // Spec 2 §2: the location is the vendor's own address, read-only on the form.
    address: vendor.address,
    latitude: vendor.latitude ?? VENDOR_FALLBACK.latitude,
    longitude: vendor.longitude ?? VENDOR_FALLBACK.longitude,
    created_at: iso(now),
  })
}

/**
 * The reviewer's comments a saved correction leaves open: a comment is answered when its own field is saved changed
 * (a new picture, another name, other dates…); the others stay, so the vendor still sees each remark above the field
 * it concerns. The location is read-only on the form (the vendor's address), so any save answers it.
 */
function commentsLeftAfter(
  comments: Record<string, string>,
  before: DealRecord,
  after: Pick<DealRecord, keyof DealFields>,
  newPictures: { small: boolean; banner: boolean },
): Record<string, string> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
  const answered: Record<DealCommentField, boolean> = {
    banner_image: newPictures.banner,
    small_image: newPictures.small,
    name: before.name !== after.name,
    deal_price: before.deal_price !== after.deal_price || !same(before.criteria, after.criteria),
    discount: before.discount !== after.discount || !same(before.criteria, after.criteria),
    category: !same([...before.category_ids].sort(), [...after.category_ids].sort()),
    deal_available: before.deal_available !== after.deal_available,
    product: before.product_id !== after.product_id,
    address: true,
    end_date: before.from_date !== after.from_date || before.end_date !== after.end_date,
    days: !same(before.days, after.days),
    description: before.description !== after.description,
    terms_conditions: before.terms_conditions !== after.terms_conditions,
  }
  return Object.fromEntries(Object.entries(comments).filter(([field]) => !(answered as Record<string, boolean>)[field]))
}

/**
 * vendor/update-deal (spec 2 §4, §8): the owner's corrected deal. The same rules as a new deal, but the pictures may
 * stay and a start date left as it was may be in the past. The deal is unapproved and pending (or inactive when Is
 * Active is off). The comments its save answers are done with; while others stay open the deal waits for its vendor,
 * and once none is left it (re-)enters the staff queue now (`queued_at`). Nothing changes when refused.
 * Answers how many comments are still open.
 */
export async function updateVendorDeal(vendor: UserRecord, body: UpdateDealRequest, now = clock.now()) {
  const deal = vendorsDeal(vendor, body.id ?? '')
  const checked = checkedForm(body, now, { imagesRequired: false, currentStart: deal.from_date })
  const small = fileOf(body.small_image)
  const banner = fileOf(body.banner_image)
  const fields = await dealFieldsOf(checked, body.criteria_id ?? [])
  const pictures = {
    small_image: small ? await dataUrlOf(small) : deal.small_image,
    banner_image: banner ? await dataUrlOf(banner) : deal.banner_image,
  }
  const open = commentsOf(deal.id)
  const left = open ? commentsLeftAfter(open, deal, fields, { small: !!small, banner: !!banner }) : {}
  const waitsForVendor = Object.keys(left).length > 0
  const isActive = body.is_active === '0' ? 0 : 1
  await db.deals.update((q) => q.where({ id: deal.id }), {
    data(d) {
      Object.assign(d, fields, pictures)
      d.is_active = isActive
      d.is_approved = 0
      d.deal_status = isActive === 1 ? DEAL_STATUS.pending : DEAL_STATUS.inactive
      if (!waitsForVendor) d.queued_at = iso(now)
    },
  })
  if (open && Object.keys(left).length !== Object.keys(open).length)
    await db.dealComments.update((q) => q.where({ deal_id: deal.id }), {
      data(c) {
        c.comments = left
      },
    })
  if (!waitsForVendor) db.dealComments.deleteMany((q) => q.where({ deal_id: deal.id }))
  return { commentsLeft: Object.keys(left).length }
}

/** Criteria rows have ids of their own (deal_criteria.id, spec 2 §3), unique across deals. */
function nextCriteriaId(): number {
  let max = 0
  for (const d of db.deals.all()) for (const c of d.criteria) if (c.id > max) max = c.id
  return max + 1
}
