import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { ApiError } from '../../src/api/client'
import { searchDeals } from '../../src/api/search'
import { STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import { createPact, requestHeaders, requestTo, runWithClient, validationErrorBody } from './pact'

const { eachLike, integer, regex, string } = MatchersV3

const pact = createPact()

/** Listing calls carry the position (spec 2 §7); the backend ranks deals by distance from it. */
const locationHeaders = {
  ...requestHeaders,
  latitude: regex(/^-?\d+(\.\d+)?$/, '20.5937'),
  longitude: regex(/^-?\d+(\.\d+)?$/, '78.9629'),
}

const hit = (uuid: string, name: string) => eachLike({ uuid: string(uuid), name: string(name) })

/** Spec 3 §7: POST search-deals, the header search. */
describe('search contract', () => {
  it('POST search-deals groups what matches the text', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueToFind)
        .uponReceiving('a header search for "chai"')
        .withRequest(...requestTo(ENDPOINTS['POST search-deals']), (b) =>
          b.headers(locationHeaders).jsonBody({ search: 'chai' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            categories: hit('a5e1d7c0-0000-4000-8000-0000000ca001', 'Chai and Snacks'),
            deals: hit('a5e1d7c0-0000-4000-8000-0000000d0001', 'Masala Chai and Bun Maska for Two'),
            products: hit('a5e1d7c0-0000-4000-8000-0000000b0001', 'Masala Chai'),
            keywords: eachLike({ id: integer(7), name: string('chai') }),
            vendors: hit('beef0000-0000-4000-8000-000000000101', 'Chai Point Koramangala'),
          }),
        ),
      async () => {
        const res = await searchDeals({ search: 'chai' })
        expect(res.deals[0]).toEqual({
          uuid: 'a5e1d7c0-0000-4000-8000-0000000d0001',
          name: 'Masala Chai and Bun Maska for Two',
        })
        expect(res.keywords[0]).toEqual({ id: 7, name: 'chai' })
        expect(res.vendors[0]!.name).toBe('Chai Point Koramangala')
      },
    ))

  it('POST search-deals with blank text is a 422 on search', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueToFind)
        .uponReceiving('a header search with blank text')
        .withRequest(...requestTo(ENDPOINTS['POST search-deals']), (b) =>
          b.headers(locationHeaders).jsonBody({ search: ' ' }),
        )
        .willRespondWith(422, (b) => b.jsonBody(validationErrorBody('search', 'The search field is required.'))),
      async () => {
        const err = await searchDeals({ search: ' ' }).catch((e: unknown) => e)
        expect(err).toBeInstanceOf(ApiError)
        expect((err as ApiError).field('search')).toBe('The search field is required.')
      },
    ))
})
