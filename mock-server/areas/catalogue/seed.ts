import { categorySlug } from '../../../src/lib/slug'
import { finalDiscount, pointsEarned } from '../../../src/lib/deal-pricing'
import { POINT_VALUE_RUPEES, toPaise } from '../../../src/lib/money'
import { addDays, indiaDay } from '../../../src/lib/dates'
import { STANDARD_RATE_ID } from './rules'
import { DEFAULT_PAYMENT_METHOD } from '../../../src/lib/payment-methods'
import { clock } from '../../clock/clock'
import {
  CATEGORIES,
  CITIES,
  CUSTOMERS,
  EXTRA_STATES,
  INSTITUTES,
  KEYWORDS,
  KEYWORD_PRODUCTS,
  REVIEW_LINES,
  STREETS,
  TITLE_VARIANTS,
  VENDORS,
  BENGALURU_OUTLETS,
  type VendorSeed,
} from './city-data'
import { blankUser } from '../../store/blank-user'
import type { DealRecord } from './records'
import { db } from '../../store/db'
import { seededRandom, seededUuid, type SeededRandom } from '../../store/seed-random'

/** Deals each of the demo city's extra outlets sells, on top of the `deals` generated across the country. */
export const DEALS_PER_BENGALURU_OUTLET = 5
/** How many deals a seed of `deals` generated ones holds in all. */
export const seededDealCount = (deals: number) => deals + BENGALURU_OUTLETS.length * DEALS_PER_BENGALURU_OUTLET

/** How many generated pictures each category has (tools/generate-images.mjs writes them). */
const IMAGES_PER_CATEGORY = 4
export const dealImage = (categoryName: string, n: number, size: 'small' | 'banner') =>
  `/img/deals/${categorySlug(categoryName)}-${n}-${size}.svg`
export const categoryImage = (categoryName: string) => `/img/categories/${categorySlug(categoryName)}.svg`

/**
 * Gross margin (percent) per plan and payment method 1 Cash … 6 UPI: the standard rate (no plan), Silver, Gold. Each
 * plan keeps less of a discount than the one below it, so a plan buys something; a point is worth the same ₹1 on every
 * plan and method (POINT_VALUE_RUPEES, docs/decisions/money-model.md).
 */
const MARGINS: Record<number, { gross: Record<1 | 2 | 3 | 4 | 5 | 6, number> }> = {
  [STANDARD_RATE_ID]: { gross: { 1: 35, 2: 30, 3: 30, 4: 40, 5: 32, 6: 30 } },
  1: { gross: { 1: 25, 2: 20, 3: 20, 4: 30, 5: 22, 6: 20 } },
  2: { gross: { 1: 15, 2: 10, 3: 10, 4: 20, 5: 12, 6: 10 } },
}

const DAY_MS = 86_400_000

const STUDENT_SPECIAL = KEYWORDS.find((k) => k.name === 'Student Special')!.id
/** Whether a keyword suits a product: it names no product, or names this one (catalogue-data.ts KEYWORD_PRODUCTS). */
function suits(keywordId: number, product: string): boolean {
  const fits = KEYWORD_PRODUCTS[KEYWORDS.find((k) => k.id === keywordId)?.name ?? '']
  return !fits || fits.includes(product)
}

/**
 * The area an outlet's name claims ("Chai Point Koramangala", "Koramangala Biryani Point"), as an index into its
 * city's areas. Such an outlet has that one address: a second outlet elsewhere would read "… Koramangala · Jayanagar".
 */
function claimedArea(organization: string, cityId: number): number | undefined {
  const named = (place: string) => new RegExp(`\\b${place}\\b`).test(organization)
  // The area's whole name ("HSR Layout") or its first word as people say it ("Bandra" for Bandra West).
  const i = CITIES.find((c) => c.id === cityId)!.areas.findIndex(
    (a) => named(a.name) || (a.name.split(' ')[0]!.length > 3 && named(a.name.split(' ')[0]!)),
  )
  return i >= 0 ? i : undefined
}

/** An outlet named after its street or quarter ("Trendz Linking Road", "VV Puram Chaat Street") is in one place. */
const namesAStreet = (organization: string) => /\b(Road|Street|Puram|Chowk|Bazaar)\b/.test(organization)

type Outlet = {
  city_id: number
  address: string
  latitude: number
  longitude: number
  /** Neighbourhood and city, for descriptions. */ place: string
}

/** A vendor's outlets: the main one in its area, and up to two more in the same city. */
function outletsOf(vendor: { city_id: number; area: number; id: number }, rnd: SeededRandom): Outlet[] {
  const city = CITIES.find((c) => c.id === vendor.city_id)!
  const areas = [
    city.areas[vendor.area]!,
    ...rnd.sample(
      city.areas.filter((_, i) => i !== vendor.area),
      rnd.int(0, 2),
    ),
  ]
  return areas.map((area, i) => ({
    city_id: city.id,
    address: `${rnd.int(1, 240)}, ${STREETS[(vendor.id + i) % STREETS.length]}, ${area.name}, ${city.name} ${area.pincode}`,
    place: `${area.name}, ${city.name}`,
    // A few hundred metres around the neighbourhood's centre, so outlets do not stack on one point.
    latitude: Math.round((area.latitude + (rnd.next() - 0.5) * 0.008) * 1e6) / 1e6,
    longitude: Math.round((area.longitude + (rnd.next() - 0.5) * 0.008) * 1e6) / 1e6,
  }))
}

/** The catalogue's vendors: accounts verified and approved long ago (blankUser, with what the story knows). */
function userTemplate(now: number): ReturnType<typeof blankUser> {
  return {
    ...blankUser(new Date(now - 300 * DAY_MS).toISOString()),
    is_email_verified: 1,
    is_verified: 1,
    is_approved: 1,
    email_verified_at: new Date(now - 120 * DAY_MS).toISOString(),
  }
}

type Status = DealRecord['deal_status']
/** What a deal looks like: its status and the special cases listings and details must handle. */
type Shape = { status: Status; outOfStock?: boolean; payLater?: boolean; open?: boolean }

/** The vendor persona's deals, in order: several statuses and every special case (docs/decisions/discovery.md). */
const CHAI_POINT_DEALS: Array<Shape & { product: string; title: string }> = [
  { status: 1, product: 'Masala Chai', title: 'Masala Chai & Bun Maska' },
  { status: 1, product: 'Cold Coffee', title: 'Cold Coffee & Brownie' },
  { status: 1, product: 'Vada Pav', title: 'Vada Pav & Cutting Chai', payLater: true },
  { status: 1, product: 'Sandwich', title: 'Grilled Veg Sandwich Combo', open: true },
  { status: 1, product: 'Masala Chai', title: 'Kulhad Chai for Two', outOfStock: true },
  { status: 2, product: 'Sandwich', title: 'Club Sandwich & Iced Tea' },
  { status: 3, product: 'Cold Coffee', title: 'Hazelnut Frappe Happy Hours' },
  { status: 4, product: 'Masala Chai', title: 'Chai & Samosa Study Break' },
]

/** Draws the status mix of generated deals: mostly active, some pending, expired and inactive. */
function drawShape(rnd: SeededRandom): Shape {
  const r = rnd.next()
  const status: Status = r < 0.72 ? 1 : r < 0.82 ? 2 : r < 0.92 ? 3 : 4
  return { status, outOfStock: status === 1 && rnd.chance(0.05), payLater: rnd.chance(0.15), open: rnd.chance(0.08) }
}

/**
 * Gives each deal of an outlet its own name: the drawn title if the outlet has not used it, else the title after the
 * first variant it has not used ('Weekend Offer: …'; in front, so a card's clamped title still shows the difference).
 * Draws nothing from the generator, so every other seeded value stays.
 */
export function outletDealNames() {
  const used = new Map<number, Set<string>>()
  return (vendorId: number, title: string): string => {
    const names = used.get(vendorId) ?? new Set<string>()
    used.set(vendorId, names)
    const candidates = [title, ...TITLE_VARIANTS.map((v) => `${v}: ${title}`)]
    let name = candidates.find((c) => !names.has(c))
    for (let n = 2; !name; n++) if (!names.has(`Offer ${n}: ${title}`)) name = `Offer ${n}: ${title}`
    names.add(name)
    return name
  }
}

const html = (paragraph: string, points: string[]) =>
  `<p>${paragraph}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`

/**
 * Seeds cities, categories, products, keywords, institutes, plan margins, outlets (vendors), students, deals and
 * reviews. Ids, uuids, names and prices come from a seeded generator, so every run is the same; validity dates are
 * relative to today (clock.now()), so active deals are active whenever the demo runs. `deals` scales the catalogue
 * (300 for the demo, 100,000 for the benchmark) in linear time.
 */
export async function seedCatalogue(options: { deals: number }) {
  const rnd = seededRandom(20260115)
  const now = clock.now()
  const today = indiaDay(now)

  for (const s of EXTRA_STATES) await db.states.create({ ...s })
  for (const c of CITIES)
    await db.cities.create({
      id: c.id,
      name: c.name,
      state_id: c.state_id,
      latitude: c.latitude,
      longitude: c.longitude,
    })
  for (const [i, name] of INSTITUTES.entries()) {
    await db.institutes.create({
      id: i + 1,
      name,
      institute_id: `INST-${String(i + 1).padStart(4, '0')}`,
      is_active: 1,
    })
  }
  let marginId = 0
  for (const [plan, m] of Object.entries(MARGINS)) {
    for (const method of [1, 2, 3, 4, 5, 6] as const) {
      await db.holaMargins.create({
        id: ++marginId,
        hola_category_id: Number(plan),
        payment_method_type: method,
        hola_to_currency: POINT_VALUE_RUPEES,
        gross_margin: m.gross[method],
        gst: 18,
      })
    }
  }
  const defaultMargin = MARGINS[STANDARD_RATE_ID]!.gross[DEFAULT_PAYMENT_METHOD]

  // Categories, their products and keywords.
  const products: Array<{ id: number; categoryId: number; name: string; deals: readonly string[] }> = []
  for (const c of CATEGORIES) {
    await db.categories.create({
      id: c.id,
      uuid: seededUuid('ca7e', c.id),
      name: c.name,
      image: categoryImage(c.name),
      sort_order: c.id,
      is_top_menu: c.top ? 1 : 0,
      is_active: 1,
    })
    for (const p of c.products) {
      const id = products.length + 1
      products.push({ id, categoryId: c.id, name: p.name, deals: p.deals })
      await db.products.create({ id, uuid: seededUuid('9d0d', id), name: p.name, category_id: c.id, is_active: 1 })
    }
  }
  for (const k of KEYWORDS) await db.keywords.create({ ...k })
  const categoryById = new Map(CATEGORIES.map((c) => [c.id, c]))

  // Outlets: the vendor personas (101 approved, 102 awaiting KYC) and the generated ones.
  const blank = userTemplate(now)
  const outlets = new Map<number, Outlet[]>()
  for (const [id, area] of [
    [101, 0],
    [102, 1],
  ] as const) {
    // The personas' main outlet is their registered address; extra outlets are generated like the others'.
    const persona = db.users.findFirst((q) => q.where({ id }), { strict: true })
    const [, ...more] = outletsOf({ id, city_id: 1, area }, rnd)
    const main = {
      city_id: 1,
      address: `${persona.address}, ${persona.city} ${persona.pincode}`,
      latitude: persona.latitude!,
      longitude: persona.longitude!,
      place: `${CITIES[0]!.areas[area]!.name}, ${persona.city}`,
    }
    outlets.set(id, claimedArea(persona.organization, 1) === undefined ? [main, ...more] : [main])
  }
  // An approved outlet (vendor user) with its outlets.
  const createOutlet = async (v: VendorSeed, r: SeededRandom) => {
    const city = CITIES.find((c) => c.id === v.city_id)!
    const claimed = claimedArea(v.organization, v.city_id)
    const drawn = outletsOf({ ...v, area: claimed ?? v.area }, r)
    const own = claimed === undefined && !namesAStreet(v.organization) ? drawn : drawn.slice(0, 1)
    outlets.set(v.id, own)
    const main = own[0]!
    await db.users.create({
      ...blank,
      id: v.id,
      hash: seededUuid('beef', v.id),
      userType: 1,
      full_name: v.owner,
      email: v.email,
      phone: `90000${String(v.id).padStart(5, '0')}`,
      organization: v.organization,
      description: v.description,
      address: main.address.split(`, ${city.name}`)[0]!,
      city: city.name,
      pincode: city.areas[claimed ?? v.area]!.pincode,
      state_id: city.state_id,
      latitude: main.latitude,
      longitude: main.longitude,
      referral_code:
        v.organization
          .replace(/[^A-Za-z]/g, '')
          .slice(0, 8)
          .toUpperCase() + v.id,
      hola_category_id: v.plan,
      pan_no: `ABCDE${String(v.id).padStart(4, '0')}F`,
      gst_no: null,
    })
  }
  for (const v of VENDORS) await createOutlet(v, rnd)

  // Students who review deals, spread over the cities and colleges.
  for (const [i, name] of CUSTOMERS.entries()) {
    const id = 10 + i
    const city = CITIES[i % CITIES.length]!
    const [first, last] = name.toLowerCase().split(' ')
    await db.users.create({
      ...blank,
      id,
      hash: seededUuid('c0ffee', id),
      userType: 2,
      full_name: name,
      email: `${first}.${last}@example.com`,
      phone: `97000${String(id).padStart(5, '0')}`,
      referral_code: `${first!.toUpperCase()}${id}`,
      hola_category_id: i % 3 === 0 ? 2 : i % 3 === 1 ? 1 : null,
      address: `${rnd.int(1, 99)}, ${rnd.pick(STREETS)}, ${city.areas[0]!.name}`,
      city: city.name,
      pincode: city.areas[0]!.pincode,
      state_id: city.state_id,
      aadhar_number: `${rnd.int(2, 9)}${rnd.int(100, 999)} ${rnd.int(1000, 9999)} ${rnd.int(1000, 9999)}`,
      enrollment_no: String(20230000 + id),
      expiry_date: `0${rnd.int(1, 9)}/20${rnd.int(27, 29)}`,
      institute_id: (i % INSTITUTES.length) + 1,
    })
  }
  const reviewers = CUSTOMERS.map((_, i) => 10 + i)

  // Deals: the vendor persona's story first, then generated ones from approved outlets.
  const generatedVendors = [101, ...VENDORS.map((v) => v.id)]
  const productByName = new Map(products.map((p) => [p.name, p]))
  const sells = (names: readonly string[]) => names.map((n) => productByName.get(n)!)
  const vendorProducts = new Map<number, ReturnType<typeof sells>>([
    [101, sells(['Masala Chai', 'Cold Coffee', 'Sandwich', 'Vada Pav'])],
    [102, sells(['Thali', 'Pizza'])],
    ...VENDORS.map((v) => [v.id, sells(v.products)] as const),
  ])
  const vendorCategories = new Map(
    [...vendorProducts].map(([id, ps]) => [id, [...new Set(ps.map((p) => p.categoryId))]]),
  )
  const reviewsToWrite: Array<{ dealId: number; createdFrom: number }> = []
  let reviewId = 0
  const linesUsed = new Map<number, Set<string>>()
  /** What a review names about its deal (the product, the outlet's place), so no text reads the same on two deals. */
  const reviewed = new Map<number, { product: string; place: string }>()
  const textsWritten = new Set<string>()
  const review = async (
    dealId: number,
    customerId: number,
    rating: 1 | 2 | 3 | 4 | 5,
    approved: 0 | 1,
    ageMs: number,
    r: SeededRandom = rnd,
  ) => {
    // The drawn line, or the next one this deal has not shown yet: one page never repeats a review's text. The text
    // names what was bought, and where when that is needed, so two deals never show the same review either.
    const lines = REVIEW_LINES[rating]
    const first = lines.indexOf(r.pick(lines))
    const used = linesUsed.get(dealId) ?? new Set<string>()
    linesUsed.set(dealId, used)
    const about = reviewed.get(dealId)
    const written = ([, line]: readonly [string, string]) =>
      about
        ? [
            `Tried the ${about.product} deal. ${line}`,
            `Tried the ${about.product} deal in ${about.place}. ${line}`,
          ].find((t) => !textsWritten.has(t))
        : line
    const order = lines.map((_, k) => lines[(first + k) % lines.length]!).filter(([, t]) => !used.has(t))
    const chosen = order.find((l) => written(l) !== undefined) ?? order[0] ?? lines[first]!
    const [title, line] = chosen
    const text = written(chosen) ?? line
    used.add(line)
    textsWritten.add(text)
    const id = ++reviewId
    await db.reviews.create({
      id,
      uuid: seededUuid('4e71', id),
      deal_id: dealId,
      customer_id: customerId,
      title,
      rating,
      review_text: text,
      is_approved: approved,
      created_at: new Date(now - ageMs).toISOString(),
    })
  }

  /** One deal of an outlet; published ones (active or expired) collect reviews later. */
  const createDeal = async (
    id: number,
    vendorId: number,
    shape: Shape,
    product: { id: number; categoryId: number; name: string },
    name: string,
    outlet: Outlet,
    r: SeededRandom,
  ) => {
    const category = categoryById.get(product.categoryId)!
    const categoryId = product.categoryId
    const criteria = shape.open
      ? [500, 1000, 2000]
          .slice(0, r.int(2, 3))
          .map((amount, t) => ({ id: id * 10 + t, amount, discount: 5 + t * 5 + r.int(0, 2) }))
      : []
    const dealPrice = shape.open ? criteria[0]!.amount : r.pick(category.prices)
    const discount = shape.open
      ? criteria[0]!.discount
      : r.int(category.discounts[0], category.discounts[1]) + (r.chance(0.2) ? 0.5 : 0)

    let from: string
    let end: string
    if (shape.status === 3) {
      end = addDays(today, -r.int(1, 45))
      from = addDays(end, -r.int(30, 120))
    } else if (shape.status === 2) {
      from = addDays(today, r.int(-3, 10))
      end = addDays(from, r.int(30, 90))
    } else {
      from = addDays(today, -r.int(0, 45))
      end = addDays(today, r.int(7, 150))
    }
    const drawnDays = r.chance(0.7) ? [1, 2, 3, 4, 5, 6, 7] : r.chance(0.6) ? [2, 3, 4, 5, 6] : [1, 7]
    // A name that promises days keeps them (drawn as before, so the rest of the story keeps its draws).
    const days = name.startsWith('Weekday Offer:')
      ? [2, 3, 4, 5, 6]
      : name.startsWith('Weekend Offer:')
        ? [1, 7]
        : drawnDays
    const categoryIds = r.chance(0.15)
      ? [...new Set([categoryId, r.pick(vendorCategories.get(vendorId)!)])]
      : [categoryId]
    const drawn = [
      ...new Set([
        r.pick(category.keywords),
        ...(r.chance(0.6) ? [r.pick(category.keywords)] : []),
        ...(r.chance(0.25) ? [r.pick(KEYWORDS).id] : []),
      ]),
    ]
    // Drawn as before (the rest of the story keeps its draws); a keyword of another product is left out.
    const fitting = drawn.filter((k) => suits(k, product.name))
    const keywordIds = fitting.length > 0 ? fitting : [STUDENT_SPECIAL]
    const picture = r.int(1, IMAGES_PER_CATEGORY)
    const available = shape.outOfStock ? 0 : r.int(5, 500)

    await db.deals.create({
      id,
      uuid: seededUuid('dea1', id),
      deal_code: `HD${String(id).padStart(6, '0')}`,
      vendor_id: vendorId,
      name,
      description: html(`${name}. ${category.pitch}.`, [
        `Valid at our ${outlet.place} outlet`,
        shape.open
          ? 'Spend more, save more: the discount grows with the amount you pay'
          : `Save ${discount}% on the regular price`,
        days.length === 7
          ? 'Valid all days of the week'
          : days.length === 2
            ? 'Valid on weekends only'
            : 'Valid Monday to Friday',
      ]),
      terms_conditions: html('Please read before you redeem:', [
        'Show the deal code at the counter before you order or pay.',
        'One deal per student per visit; a valid student ID may be asked for.',
        'Cannot be combined with any other offer.',
        // A pay-later deal is paid at the counter when the outlet redeems the code (spec 3 §2: cash, mode 1).
        shape.payLater ? 'Pay at the counter when the outlet redeems your code.' : 'Taxes as applicable.',
      ]),
      small_image: dealImage(category.name, picture, 'small'),
      banner_image: dealImage(category.name, picture, 'banner'),
      deal_price: dealPrice,
      discount,
      deal_available: available,
      is_paylater: shape.payLater ? 1 : 0,
      is_open_deal: shape.open ? 1 : 0,
      deal_status: shape.status,
      is_active: shape.status === 4 ? 0 : 1,
      is_approved: shape.status === 2 ? 0 : 1,
      from_date: from,
      end_date: end,
      days,
      category_ids: categoryIds,
      product_id: product.id,
      keyword_ids: keywordIds,
      city_id: outlet.city_id,
      address: outlet.address,
      latitude: outlet.latitude,
      longitude: outlet.longitude,
      hp_for_customer: pointsEarned(toPaise(dealPrice), finalDiscount(discount, defaultMargin), POINT_VALUE_RUPEES),
      hola_for_deal: Math.max(1, Math.round(dealPrice * 0.02)),
      criteria,
      // Written some days before it starts, but never after now (a deal starting next week was created already).
      created_at: new Date(
        Math.min(Date.parse(`${from}T04:30:00Z`) - r.int(1, 10) * DAY_MS, now - DAY_MS),
      ).toISOString(),
    })
    // Published deals (active or expired) collect reviews from the day they started.
    if (shape.status === 1 || shape.status === 3) {
      reviewsToWrite.push({ dealId: id, createdFrom: Date.parse(`${from}T04:30:00Z`) })
      reviewed.set(id, { product: product.name, place: outlet.place.split(',')[0]! })
    }
  }

  const nameFor = outletDealNames()
  for (let i = 0; i < options.deals; i++) {
    const id = i + 1
    const story = i < CHAI_POINT_DEALS.length ? CHAI_POINT_DEALS[i]! : undefined
    // Fresh Bites (KYC pending) has three deals waiting, hidden from listings until the vendor is approved.
    const pendingVendor = !story && i < CHAI_POINT_DEALS.length + 3
    const vendorId = story ? 101 : pendingVendor ? 102 : rnd.pick(generatedVendors)
    const shape: Shape = story ?? (pendingVendor ? { status: 2 } : drawShape(rnd))
    const product = story ? productByName.get(story.product)! : rnd.pick(vendorProducts.get(vendorId)!)
    const name = nameFor(vendorId, story ? story.title : rnd.pick(product.deals))
    const outlet = rnd.pick(outlets.get(vendorId)!)

    await createDeal(id, vendorId, shape, product, name, outlet, rnd)
  }

  // The personas' own reviews, on the vendor persona's deals (the customer-deals seed adds a pending one elsewhere).
  if (options.deals >= 2) {
    await review(1, 1, 5, 1, 6 * DAY_MS)
    await review(2, 1, 4, 1, 20 * DAY_MS)
    await review(1, 3, 4, 1, 45 * DAY_MS)
    await review(2, 2, 3, 0, 2 * 3600_000)
  }

  // Students' reviews: 0 to 8 per published deal, mostly good, a few still waiting for approval.
  const writeReviews = async (r: SeededRandom) => {
    for (const { dealId, createdFrom } of reviewsToWrite.splice(0)) {
      const draw = r.next()
      const count = draw < 0.25 ? 0 : draw < 0.6 ? r.int(1, 2) : draw < 0.9 ? r.int(3, 5) : r.int(6, 8)
      const maxAge = Math.max(3600_000, now - createdFrom)
      for (const customerId of r.sample(reviewers, count)) {
        const s = r.next()
        const rating = s < 0.35 ? 5 : s < 0.7 ? 4 : s < 0.85 ? 3 : s < 0.93 ? 2 : 1
        await review(dealId, customerId, rating, r.chance(0.9) ? 1 : 0, Math.floor(r.next() * maxAge), r)
      }
    }
  }
  await writeReviews(rnd)

  // The demo city's extra outlets, each with a few deals, from a generator of their own (catalogue-data.ts).
  const local = seededRandom(20261123)
  let nextDealId = options.deals
  for (const v of BENGALURU_OUTLETS) {
    await createOutlet(v, local)
    const sold = sells(v.products)
    vendorProducts.set(v.id, sold)
    vendorCategories.set(v.id, [...new Set(sold.map((p) => p.categoryId))])
    for (let n = 0; n < DEALS_PER_BENGALURU_OUTLET; n++) {
      const product = sold[n % sold.length]!
      const shape = drawShape(local)
      await createDeal(
        ++nextDealId,
        v.id,
        shape,
        product,
        nameFor(v.id, local.pick(product.deals)),
        local.pick(outlets.get(v.id)!),
        local,
      )
    }
  }
  await writeReviews(local)
}
