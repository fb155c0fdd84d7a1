import { describe, expect, it, vi } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import {
  addDeal,
  correctionDeal,
  keywordList,
  updateDeal,
  listReportedDeals,
  listVendorDeals,
  removeVendorDeal,
  searchActiveCategories,
  searchActiveProducts,
} from '../../src/api/vendor-deals'
import { PACT_VALUES, STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import {
  asCustomer,
  asVendor,
  createPact,
  day,
  failure,
  messageBody,
  requestHeaders,
  requestTo,
  runWithClient,
  validationErrorBody,
} from './pact'

const { boolean, eachLike, integer, like, number, regex, string } = MatchersV3

const pact = createPact()

/**
 * Spec 2 §7: the vendor's own deals. Only vendors may call these (a guest gets 401, a customer 403); a deal is its
 * owner's alone (another vendor's is a 403, an unknown one a 404); a removal students would lose is a 409 with msg.
 */

const given = {
  token: PACT_VALUES.vendorToken,
  customerToken: PACT_VALUES.customerToken,
  deal: PACT_VALUES.vendorDealUuid,
  heldDeal: PACT_VALUES.heldDealUuid,
  sentBackDeal: PACT_VALUES.sentBackDealUuid,
  otherVendorDeal: PACT_VALUES.otherVendorDealUuid,
}
const withLocation = (headers: Parameters<RequestBuilder['headers']>[0]) => ({
  ...headers,
  latitude: regex(/^-?\d+(\.\d+)?$/, '20.5937'),
  longitude: regex(/^-?\d+(\.\d+)?$/, '78.9629'),
})

/** A refused call's caller and answer: a guest 401, a customer 403, the vendor 403 on another's deal, 404 on none. */
const REFUSALS = {
  guest: { headers: requestHeaders, token: null, status: 401, body: { message: like('Unauthenticated.') } },
  customer: {
    headers: asCustomer,
    token: PACT_VALUES.customerToken,
    status: 403,
    body: messageBody('This action is unauthorized.'),
  },
  otherVendor: {
    headers: asVendor,
    token: PACT_VALUES.vendorToken,
    status: 403,
    body: messageBody('You can only change your own deals.'),
  },
  unknown: { headers: asVendor, token: PACT_VALUES.vendorToken, status: 404, body: messageBody('Deal not found.') },
} as const

type Headers = Parameters<RequestBuilder['headers']>[0]
type RequestBuilder = Parameters<
  NonNullable<Parameters<ReturnType<ReturnType<typeof pact.addInteraction>['given']>['withRequest']>[2]>
>[0]
type Refusal = {
  by: keyof typeof REFUSALS
  description: string
  /** Its method and path (contracts/consumer/pact.ts requestTo). */
  call: ReturnType<typeof requestTo>
  run: () => Promise<unknown>
  /** The request's headers and body (default: the caller's headers, no body). */
  request?: (b: RequestBuilder, headers: Headers) => unknown
}

/** One interaction for a refused call, through the typed client; a guest's 401 also reaches onUnauthorized (sign in again). */
function itRefuses(name: string, r: Refusal) {
  const answer = REFUSALS[r.by]
  it(name, async () => {
    const onUnauthorized = vi.fn()
    await runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving(r.description)
        .withRequest(...r.call, (b) => void (r.request ?? ((x, h) => x.headers(h)))(b, answer.headers))
        .willRespondWith(answer.status, (b) => b.jsonBody(answer.body)),
      async () => {
        expect((await failure(r.run())).status).toBe(answer.status)
        expect(onUnauthorized).toHaveBeenCalledTimes(answer.status === 401 ? 1 : 0)
      },
      { token: answer.token, hooks: { onUnauthorized } },
    )
  })
}

/** A deal in the vendor's list; `comments` is the reviewer's remarks on a deal sent back. */
const listDealBody = (uuid: string, name: string, status: number, comments: Record<string, unknown> | null) => ({
  id: integer(96_001),
  uuid: string(uuid),
  deal_code: string('FIX96001'),
  name: string(name),
  small_image: { path: string('/img/deals/chai-small.jpg') },
  deal_price: number(149),
  discount: number(20),
  deal_status: integer(status),
  deal_available: integer(25),
  is_open_deal: integer(0),
  is_active: integer(1),
  is_approved: integer(0),
  from_date: day('2026-01-01'),
  end_date: day('2026-12-31'),
  deal_comments: comments === null ? null : { comment: { comments } },
})

describe('GET vendor/list-deal', () => {
  it("lists the vendor's deals, a sent-back one with its comments, and the status names", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorHasOnlySentBackDeal, given)
        .uponReceiving('a vendor listing their own deals')
        .withRequest(...requestTo(ENDPOINTS['GET vendor/list-deal']), (b) => b.headers(withLocation(asVendor)))
        .willRespondWith(200, (b) =>
          b.jsonBody({
            deals: eachLike(
              listDealBody(PACT_VALUES.sentBackDealUuid, 'Paneer Tikka Wrap & Lassi', 2, {
                name: string('Name the drink in the title.'),
              }),
            ),
            deal_status: eachLike({ id: integer(1), name: string('Active') }),
          }),
        ),
      async () => {
        const res = await listVendorDeals()
        expect(res.deals[0]!.deal_comments?.comment.comments.name).toBe('Name the drink in the title.')
        expect(res.deal_status[0]).toEqual({ id: 1, name: 'Active' })
      },
      { token: PACT_VALUES.vendorToken },
    ))

  itRefuses('without a token is a 401', {
    by: 'guest',
    description: 'a guest listing vendor deals',
    call: requestTo(ENDPOINTS['GET vendor/list-deal']),
    run: () => listVendorDeals(),
    request: (b, h) => b.headers(withLocation(h)),
  })

  itRefuses("with a customer's token is a 403", {
    by: 'customer',
    description: 'a customer listing vendor deals',
    call: requestTo(ENDPOINTS['GET vendor/list-deal']),
    run: () => listVendorDeals(),
    request: (b, h) => b.headers(withLocation(h)),
  })
})

describe('DELETE vendor/remove-deal/{uuid}', () => {
  it('removes an own deal', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor removing their own deal')
        .withRequest(
          ...requestTo(ENDPOINTS['DELETE vendor/remove-deal/{id}'], { id: PACT_VALUES.vendorDealUuid }),
          (b) => b.headers(asVendor),
        )
        .willRespondWith(200, (b) => b.jsonBody({ success: boolean(true), message: string('Your deal is removed.') })),
      async () => expect((await removeVendorDeal(PACT_VALUES.vendorDealUuid)).success).toBe(true),
      { token: PACT_VALUES.vendorToken },
    ))

  it('refuses a deal a student keeps in My Deals with a 409 whose msg the screen shows', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor removing a deal a student keeps')
        .withRequest(...requestTo(ENDPOINTS['DELETE vendor/remove-deal/{id}'], { id: PACT_VALUES.heldDealUuid }), (b) =>
          b.headers(asVendor),
        )
        .willRespondWith(409, (b) => {
          const msg = 'Students hold this deal in their deals, so it cannot be removed. Switch Is Active off instead.'
          b.jsonBody({ message: string(msg), msg: string(msg) })
        }),
      async () => {
        const err = await failure(removeVendorDeal(PACT_VALUES.heldDealUuid))
        expect(err.status).toBe(409)
        expect(err.serverText).toMatch(/cannot be removed/)
      },
      { token: PACT_VALUES.vendorToken },
    ))

  itRefuses("refuses another vendor's deal with a 403", {
    by: 'otherVendor',
    description: "a vendor removing another vendor's deal",
    call: requestTo(ENDPOINTS['DELETE vendor/remove-deal/{id}'], { id: PACT_VALUES.otherVendorDealUuid }),
    run: () => removeVendorDeal(PACT_VALUES.otherVendorDealUuid),
  })

  itRefuses('answers 404 for an unknown deal', {
    by: 'unknown',
    description: 'a vendor removing a deal that does not exist',
    call: requestTo(ENDPOINTS['DELETE vendor/remove-deal/{id}'], { id: '00000000-0000-4000-8000-000000000000' }),
    run: () => removeVendorDeal('00000000-0000-4000-8000-000000000000'),
  })

  itRefuses('without a token is a 401', {
    by: 'guest',
    description: 'a guest removing a vendor deal',
    call: requestTo(ENDPOINTS['DELETE vendor/remove-deal/{id}'], { id: PACT_VALUES.vendorDealUuid }),
    run: () => removeVendorDeal(PACT_VALUES.vendorDealUuid),
  })

  itRefuses("with a customer's token is a 403", {
    by: 'customer',
    description: 'a customer removing a vendor deal',
    call: requestTo(ENDPOINTS['DELETE vendor/remove-deal/{id}'], { id: PACT_VALUES.vendorDealUuid }),
    run: () => removeVendorDeal(PACT_VALUES.vendorDealUuid),
  })
})

describe('POST vendor/list-reported-deal', () => {
  const isoInstant = (example: string) =>
    regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, example)

  it("pages the customers' reports about the vendor's deals", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor asking for the first page of reported deals')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/list-reported-deal']), (b) =>
          b.headers(asVendor).jsonBody({ page: 1, per_page: 10 }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            deals: {
              data: eachLike({
                id: integer(1),
                title: string('Bun maska was missing'),
                description: string('Only the chai was served.'),
                created_at: isoInstant('2026-01-10T09:30:00.000Z'),
                deal: {
                  deal_code: string('FIX96002'),
                  name: string('Masala Chai and Bun Maska for Two'),
                  uuid: string(PACT_VALUES.heldDealUuid),
                },
                customer: { full_name: string('Priya Sharma') },
                vendor: { full_name: string('Arjun Mehta') },
              }),
              current_page: integer(1),
              last_page: integer(1),
              total: integer(1),
            },
          }),
        ),
      async () => {
        const res = await listReportedDeals({ page: 1, per_page: 10 })
        expect(res.deals.data[0]!.deal.uuid).toBe(PACT_VALUES.heldDealUuid)
        expect(res.deals.current_page).toBe(1)
      },
      { token: PACT_VALUES.vendorToken },
    ))

  it('refuses a page below 1 with a field error', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor asking for page 0 of reported deals')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/list-reported-deal']), (b) =>
          b.headers(asVendor).jsonBody({ page: 0, per_page: 10 }),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('page', 'The page field must be at least 1.'))),
      async () => {
        const err = await failure(listReportedDeals({ page: 0, per_page: 10 }))
        expect(err.status).toBe(422)
      },
      { token: PACT_VALUES.vendorToken },
    ))

  itRefuses('without a token is a 401', {
    by: 'guest',
    description: 'a guest asking for reported deals',
    call: requestTo(ENDPOINTS['POST vendor/list-reported-deal']),
    run: () => listReportedDeals({ page: 1, per_page: 10 }),
    request: (b, h) => b.headers(h).jsonBody({ page: 1, per_page: 10 }),
  })

  itRefuses("with a customer's token is a 403", {
    by: 'customer',
    description: 'a customer asking for reported deals',
    call: requestTo(ENDPOINTS['POST vendor/list-reported-deal']),
    run: () => listReportedDeals({ page: 1, per_page: 10 }),
    request: (b, h) => b.headers(h).jsonBody({ page: 1, per_page: 10 }),
  })
})

describe('the add-deal lookups', () => {
  it('POST vendor/keyword-list lists the keywords', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor asking for the keywords')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/keyword-list']), (b) => b.headers(asVendor).jsonBody({}))
        .willRespondWith(200, (b) =>
          b.jsonBody({ keyword_list: eachLike({ id: integer(1), name: string('Student Special') }) }),
        ),
      async () => expect((await keywordList()).keyword_list[0]!.name).toBe('Student Special'),
      { token: PACT_VALUES.vendorToken },
    ))

  it('POST vendor/search-active-category finds categories by part of the name', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor searching the active categories')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/search-active-category']), (b) =>
          b.headers(asVendor).jsonBody({ search: 'caf' }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ category: eachLike({ id: integer(2), name: string('Cafes') }) })),
      async () => expect((await searchActiveCategories('caf')).category[0]!.name).toBe('Cafes'),
      { token: PACT_VALUES.vendorToken },
    ))

  it('POST vendor/search-active-product finds products, with the uuid the deal form sends', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor searching the active products')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/search-active-product']), (b) =>
          b.headers(asVendor).jsonBody({ search: 'masala chai' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            products: eachLike({
              id: integer(1),
              uuid: string('9d0d0000-0000-4000-8000-000000000001'),
              name: string('Masala Chai'),
            }),
          }),
        ),
      async () => expect((await searchActiveProducts('masala chai')).products[0]!.name).toBe('Masala Chai'),
      { token: PACT_VALUES.vendorToken },
    ))

  itRefuses("with a customer's token is a 403", {
    by: 'customer',
    description: 'a customer searching the active categories',
    call: requestTo(ENDPOINTS['POST vendor/search-active-category']),
    run: () => searchActiveCategories('caf'),
    request: (b, h) => b.headers(h).jsonBody({ search: 'caf' }),
  })
})

describe('POST vendor/add-deal (multipart)', () => {
  const BOUNDARY = '----hola-pact-add-deal'
  /** The file parts' contents: text, so the expected body is text (the parts are told apart by their Content-Type). */
  const PNG = 'png-bytes'
  const fields: Array<[string, string]> = [
    ['name', 'Exam Week Chai Combo'],
    ['is_open_deal', '0'],
    ['deal_price', '120'],
    ['discount', '25'],
    ['category_id[]', '2'],
    ['deal_available', '30'],
    ['product_id', '9d0d0000-0000-4000-8000-000000000001'],
    ['from_date', '01-06-2030'],
    ['end_date', '30-06-2030'],
    // One part per name: Pact's multipart matching tells parts apart by name only.
    ['days[]', '2'],
    ['keyword[]', '1'],
    ['new_keywork[]', 'Exam Week'],
    ['description', '<p>Two cups of chai, <strong>all exam week</strong>.</p>'],
    ['terms_conditions', '<p>Show your student ID.</p>'],
  ]
  const formOf = (overrides: Record<string, string> = {}) => {
    const form = new FormData()
    for (const [k, v] of fields) form.append(k, overrides[k] ?? v)
    form.append('small_image', new File([PNG], 'small.png', { type: 'image/png' }))
    form.append('banner_image', new File([PNG], 'banner.png', { type: 'image/png' }))
    return form
  }
  /** The same form as raw multipart, for the contract's expected request. */
  const rawOf = (overrides: Record<string, string> = {}) => {
    const parts: Buffer[] = []
    for (const [k, v] of fields)
      parts.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${overrides[k] ?? v}\r\n`),
      )
    for (const name of ['small_image', 'banner_image']) {
      const file = name === 'small_image' ? 'small.png' : 'banner.png'
      parts.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        Buffer.from(PNG),
        Buffer.from('\r\n'),
      )
    }
    parts.push(Buffer.from(`--${BOUNDARY}--\r\n`))
    return Buffer.concat(parts).toString('utf8')
  }
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`
  /** The client's boundary is its own: the contract pins the type, not the boundary. */
  const multipartHeader = { 'Content-Type': regex(/^multipart\/form-data; ?boundary=.+$/, multipart) }
  /**
   * pact-js's body() sends every body as binary with a content-type rule, which multipart matching then applies to
   * each part (a text part "is not multipart"); the core's text body has no such rule, so the parts are compared.
   */
  type WithTextBody = { interaction: { withRequestBody: (body: string, contentType: string) => boolean } }
  const textBody = <B>(b: B, raw: string) => {
    ;(b as unknown as WithTextBody).interaction.withRequestBody(raw, multipart)
    return b
  }

  it('saves a deal that waits for staff', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor adding a deal')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/add-deal']), (b) =>
          textBody(b, rawOf()).headers({ ...asVendor, ...multipartHeader }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            success: boolean(true),
            message: string('Your deal is saved. It will be published once our team approves it.'),
          }),
        ),
      async () => expect((await addDeal(formOf())).success).toBe(true),
      { token: PACT_VALUES.vendorToken },
    ))

  it('refuses a discount out of range with a field error', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor adding a deal with a discount over 100')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/add-deal']), (b) =>
          textBody(b, rawOf({ discount: '101' })).headers({ ...asVendor, ...multipartHeader }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('discount', 'The discount field must be between 1 and 100.')),
        ),
      async () => {
        const err = await failure(addDeal(formOf({ discount: '101' })))
        expect(err.status).toBe(422)
        expect(err.field('discount')).toBe('The discount field must be between 1 and 100.')
      },
      { token: PACT_VALUES.vendorToken },
    ))

  it('refuses a vendor whose phone is not verified with a 403 whose text the screen shows', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorPhoneNotVerified, { token: PACT_VALUES.vendorToken })
        .uponReceiving('an unverified vendor adding a deal')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/add-deal']), (b) =>
          textBody(b, rawOf()).headers({ ...asVendor, ...multipartHeader }),
        )
        .willRespondWith(403, (b) =>
          b.jsonBody(messageBody('Not Allowed - Email or Phone is not verified, please verify first.')),
        ),
      async () => {
        const err = await failure(addDeal(formOf()))
        expect(err.status).toBe(403)
        expect(err.serverText).toMatch(/not verified/)
      },
      { token: PACT_VALUES.vendorToken },
    ))

  it('without a token is a 401', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a guest adding a deal')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/add-deal']), (b) =>
          textBody(b, rawOf()).headers({ ...requestHeaders, ...multipartHeader }),
        )
        .willRespondWith(401, (b) => b.jsonBody({ message: like('Unauthenticated.') })),
      async () => expect((await failure(addDeal(formOf()))).status).toBe(401),
      { token: null },
    ))
})

describe('GET vendor/correction-deal/{uuid}', () => {
  it('reads the own deal with every correction field and the reviewer comments', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor reading their sent-back deal for correction')
        .withRequest(
          ...requestTo(ENDPOINTS['GET vendor/correction-deal/{id}'], { id: PACT_VALUES.sentBackDealUuid }),
          (b) => b.headers(asVendor),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            deal: {
              id: integer(96_003),
              uuid: string(PACT_VALUES.sentBackDealUuid),
              name: string('Paneer Tikka Wrap & Lassi'),
              deal_price: number(149),
              discount: number(20),
              deal_available: integer(25),
              description: string('<p>Two wraps.</p>'),
              terms_conditions: string('<ul><li>One per visit.</li></ul>'),
              hola_for_deal: number(10),
              from_date: day('2030-06-01'),
              end_date: day('2030-06-30'),
              is_active: integer(1),
              is_open_deal: integer(0),
              is_approved: integer(0),
              deal_status: integer(2),
              deal_criteria: [],
              deal_categories: eachLike({ id: integer(2), name: string('Cafes') }),
              keywords: eachLike({ id: integer(1), name: string('Student Special') }),
              product: { uuid: string('9d0d0000-0000-4000-8000-000000000001'), name: string('Masala Chai') },
              address: { address: string('80 Feet Road, Koramangala 4th Block') },
              days: eachLike(integer(2)),
              banner_image: { path: string('/img/deals/chai-banner.jpg') },
              small_image: { path: string('/img/deals/chai-small.jpg') },
              deal_comments: { comment: { comments: { name: string('Name the drink in the title.') } } },
            },
            deal_status: eachLike({ id: integer(1), name: string('Active') }),
          }),
        ),
      async () => {
        const res = await correctionDeal(PACT_VALUES.sentBackDealUuid)
        expect(res.deal.deal_comments?.comment.comments.name).toBe('Name the drink in the title.')
      },
      { token: PACT_VALUES.vendorToken },
    ))

  itRefuses("refuses another vendor's deal with a 403", {
    by: 'otherVendor',
    description: "a vendor reading another vendor's deal for correction",
    call: requestTo(ENDPOINTS['GET vendor/correction-deal/{id}'], { id: PACT_VALUES.otherVendorDealUuid }),
    run: () => correctionDeal(PACT_VALUES.otherVendorDealUuid),
  })

  itRefuses('answers 404 for an unknown deal', {
    by: 'unknown',
    description: 'a vendor reading an unknown deal for correction',
    call: requestTo(ENDPOINTS['GET vendor/correction-deal/{id}'], { id: '00000000-0000-4000-8000-000000000000' }),
    run: () => correctionDeal('00000000-0000-4000-8000-000000000000'),
  })

  itRefuses("with a customer's token is a 403", {
    by: 'customer',
    description: 'a customer reading a deal for correction',
    call: requestTo(ENDPOINTS['GET vendor/correction-deal/{id}'], { id: PACT_VALUES.sentBackDealUuid }),
    run: () => correctionDeal(PACT_VALUES.sentBackDealUuid),
  })
})

describe('POST vendor/update-deal (multipart)', () => {
  const BOUNDARY = '----hola-pact-update-deal'
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`
  const multipartHeader = { 'Content-Type': regex(/^multipart\/form-data; ?boundary=.+$/, multipart) }
  // One part per name (Pact's multipart matching tells parts apart by name only); no new pictures.
  const fields = (deal: string, changes: Record<string, string> = {}): Array<[string, string]> =>
    Object.entries({
      name: 'Paneer Tikka Wrap & Mango Lassi',
      is_open_deal: '0',
      deal_price: '149',
      discount: '20',
      'category_id[]': '2',
      deal_available: '25',
      product_id: '9d0d0000-0000-4000-8000-000000000001',
      from_date: '01-06-2030',
      end_date: '30-06-2030',
      'days[]': '2',
      'keyword[]': '1',
      description: '<p>Two wraps.</p>',
      terms_conditions: '<p>One per visit.</p>',
      id: deal,
      is_approved: '0',
      is_active: '1',
      ...changes,
    })
  const formOf = (deal: string, changes?: Record<string, string>) => {
    const form = new FormData()
    for (const [k, v] of fields(deal, changes)) form.append(k, v)
    return form
  }
  const rawOf = (deal: string, changes?: Record<string, string>) =>
    fields(deal, changes)
      .map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${BOUNDARY}--\r\n`
  type WithTextBody = { interaction: { withRequestBody: (body: string, contentType: string) => boolean } }
  const textBody = <B>(b: B, raw: string) => {
    ;(b as unknown as WithTextBody).interaction.withRequestBody(raw, multipart)
    return b
  }

  it('saves the corrected deal, which goes back to staff', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor saving a corrected deal')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/update-deal']), (b) =>
          textBody(b, rawOf(PACT_VALUES.sentBackDealUuid)).headers({ ...asVendor, ...multipartHeader }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ success: boolean(true), message: string('Your deal is updated and sent for approval again.') }),
        ),
      async () => expect((await updateDeal(formOf(PACT_VALUES.sentBackDealUuid))).success).toBe(true),
      { token: PACT_VALUES.vendorToken },
    ))

  it('refuses a price with three decimals with a field error', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving('a vendor saving a corrected deal with a bad price')
        .withRequest(...requestTo(ENDPOINTS['POST vendor/update-deal']), (b) =>
          textBody(b, rawOf(PACT_VALUES.sentBackDealUuid, { deal_price: '12.345' })).headers({
            ...asVendor,
            ...multipartHeader,
          }),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(
            validationErrorBody('deal_price', 'The deal price field must be an amount with at most 2 decimal places.'),
          ),
        ),
      async () => {
        const err = await failure(updateDeal(formOf(PACT_VALUES.sentBackDealUuid, { deal_price: '12.345' })))
        expect(err.field('deal_price')).toBe('The deal price field must be an amount with at most 2 decimal places.')
      },
      { token: PACT_VALUES.vendorToken },
    ))

  it("refuses another vendor's deal with a 403", () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.vendorOwnsDeals, given)
        .uponReceiving("a vendor saving another vendor's deal")
        .withRequest(...requestTo(ENDPOINTS['POST vendor/update-deal']), (b) =>
          textBody(b, rawOf(PACT_VALUES.otherVendorDealUuid)).headers({ ...asVendor, ...multipartHeader }),
        )
        .willRespondWith(403, (b) => b.jsonBody(messageBody('You can only change your own deals.'))),
      async () => expect((await failure(updateDeal(formOf(PACT_VALUES.otherVendorDealUuid)))).status).toBe(403),
      { token: PACT_VALUES.vendorToken },
    ))
})
