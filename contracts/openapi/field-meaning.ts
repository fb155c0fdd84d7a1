/**
 * What the wire schemas cannot say about their fields, for the OpenAPI document: the date formats the mock reads and
 * writes, what the important fields mean, and for the sign-up forms (multipart, so their schemas take any text) the
 * rules the mock applies: the required fields, the real length limits and the formats. The sign-up rules are read
 * from src/lib/signup-rules.ts (the ones the form and the mock both apply), not written again: the required fields
 * are those an empty form is refused for.
 */
import {
  ACCOUNT_TYPES,
  SIGNUP_LIMITS,
  EMPTY_CUSTOMER_SIGNUP,
  EMPTY_VENDOR_SIGNUP,
  SIGNUP_PATTERNS,
  customerSignupErrors,
  vendorSignupErrors,
} from '../../src/lib/signup-rules'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Instants the mock writes as ISO 8601 in UTC (`2026-11-20T05:31:35.336Z`). */
const DATE_TIME_FIELDS = new Set([
  'created_at',
  'updated_at',
  'paid_at',
  'cancelled_at',
  'posted_at',
  'email_verified_at',
  'reedem_date',
])
/** Calendar days (`YYYY-MM-DD`, India's calendar), as Laravel's `date_format:Y-m-d` reads them. */
const DATE_FIELDS = new Set(['from_date', 'end_date', 'start_date'])

/** The fields whose meaning a backend needs and their names do not tell, by wire name (spec 2 §3, spec 3 §3, §5). */
const FIELD_NOTES: Record<string, string> = {
  deal_id: 'The deal’s uuid (a deal card’s `uuid`), never its numeric id.',
  cupon_code: 'The promo or gift code as typed, upper-cased and trimmed (spec 3 §5); null when none.',
  is_cupon_applied: '1 when a code was applied (then `cupon_code` is required), else 0.',
  reference_code: 'The order’s deal code: 10 characters the outlet reads out and types (no 0/O, 1/I).',
  tid_id: 'The transaction id place-order gives, sent back to open the gateway.',
  access_token: 'Sent as `Authorization: Bearer …` on every later call.',
  wishlist_customer_id:
    'The signed-in customer’s id, so cards say whether each deal is in the wishlist; 0 for a visitor.',
  rowsPerPage: 'Rows a page.',
  page: 'The page wanted, from 1.',
  username: 'The account’s email or phone number (of the role the path names).',
  otp: 'The four digits of the one-time code, joined.',
  hash: 'The user’s hash (get-user), which the calls about one’s own account send back as `id`.',
  holapoints: '1: use the vendor’s Hola points (refused when the balance is empty); 0: not.',
  advertisement_id: 'The advertisement package (vendor/ads-list) or the approved request being bought.',
  order_ids: 'The orders whose commission is paid: exactly those vendor/order-ids-to-pay listed.',
  deal_counts: 'How many of this deal the student holds.',
  unseen_notification_count: 'The number on the bell.',
  seller_will_get: 'Rupees the vendor receives for the order (after Hola’s commission).',
  paid_amount: 'Rupees the customer paid.',
}

/** A fixed day for the rules' expiry window: only which fields an empty form lacks is read, never the window. */
const RULES_DAY = Date.UTC(2026, 0, 15)

type FormRules = { required: string[]; fields: Record<string, Json> }

function signupFieldRules(): Record<string, Json> {
  const fields: Record<string, Json> = {}
  for (const [name, max] of Object.entries(SIGNUP_LIMITS)) fields[name] = { maxLength: max }
  for (const [name, pattern] of Object.entries(SIGNUP_PATTERNS))
    fields[name] = { ...fields[name], pattern: pattern.source }
  fields.expiry_date = {
    pattern: '^(0[1-9]|1[0-2])/\\d{4}$',
    description: 'MM/YYYY, from this month to five years ahead (spec 1 §5, §9).',
  }
  fields.account_type = { enum: [...ACCOUNT_TYPES] }
  fields.institute = {
    description: 'The institute’s id (institute-search); 0 is Others, then `institute_name` is required.',
  }
  fields.state = { description: 'The state’s id (search-state).' }
  fields.referral_by = {
    ...fields.referral_by,
    description: 'The referral code, required when `is_referral` is 1.',
  }
  fields.disclaimer = { description: 'Must be 1: the disclaimer box is ticked.' }
  return fields
}

/** The sign-up forms' rules by schema name, as the mock applies them. */
function formRules(): Record<string, FormRules> {
  const fields = signupFieldRules()
  const customerRequired = Object.keys(customerSignupErrors(EMPTY_CUSTOMER_SIGNUP, RULES_DAY) ?? {})
  const vendorRequired = Object.keys(
    vendorSignupErrors(EMPTY_VENDOR_SIGNUP, { bankDocuments: [], panDocuments: [] }) ?? {},
  )
  return {
    customerRegisterRequest: { required: customerRequired, fields },
    vendorRegisterRequest: { required: vendorRequired, fields },
    addInstituteRequest: { required: ['name'], fields: { name: { maxLength: SIGNUP_LIMITS.institute_name } } },
  }
}

/** A string schema (or a nullable one) that says nothing of its form yet. */
function plainString(schema: Json): Json | undefined {
  if (schema.type === 'string' && !schema.pattern && !schema.format && !schema.enum) return schema
  const options = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
  const strings = options?.filter((o) => isObject(o) && o.type === 'string')
  return strings?.length === 1 ? plainString(strings[0]!) : undefined
}

function describeFields(properties: Json) {
  for (const [name, schema] of Object.entries(properties)) {
    if (!isObject(schema)) continue
    const target = plainString(schema)
    if (target && DATE_TIME_FIELDS.has(name)) target.format = 'date-time'
    if (target && DATE_FIELDS.has(name)) target.format = 'date'
    if (FIELD_NOTES[name]) schema.description ??= FIELD_NOTES[name]
  }
}

/** Adds the fields' meaning to every schema of the document, and the sign-up rules to its forms; returns it. */
export function withFieldMeaning<T>(doc: T): T {
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isObject(node)) return
    if (isObject(node.properties)) describeFields(node.properties)
    for (const value of Object.values(node)) visit(value)
  }
  visit(doc)
  const schemas = ((doc as Json).components as Json | undefined)?.schemas as Record<string, Json> | undefined
  for (const [name, rules] of Object.entries(formRules())) {
    const schema = schemas?.[name]
    if (!schema || !isObject(schema.properties)) throw new Error(`field-meaning.ts: no form schema ${name}`)
    const properties = schema.properties
    const unknown = rules.required.filter((f) => !(f in properties))
    if (unknown.length) throw new Error(`field-meaning.ts: ${name} has no ${unknown.join(', ')}`)
    schema.required = [...rules.required].sort()
    for (const [field, extra] of Object.entries(rules.fields))
      if (isObject(properties[field])) Object.assign(properties[field], extra)
  }
  return doc
}
