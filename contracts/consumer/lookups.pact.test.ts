import { describe, expect, it } from 'vitest'
import { MatchersV3 } from '@pact-foundation/pact'
import { ApiError } from '../../src/api/client'
import { citySearch, instituteSearch, reverseGeocode, searchState } from '../../src/api/lookups'
import { STATES } from '../states'
import { ENDPOINTS } from '../../src/api/endpoints'
import { createPact, requestHeaders, requestTo, runWithClient, validationErrorBody } from './pact'

const { eachLike, equal, integer, like, number, string } = MatchersV3

const pact = createPact()

/** Spec 1 §7 lookups, and the reverse geocoding the header's location button uses (spec 3 §7). */
describe('lookups contract', () => {
  it('POST city-search finds cities by name', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueToFind)
        .uponReceiving('a city search for "beng"')
        .withRequest(...requestTo(ENDPOINTS['POST city-search']), (b) =>
          b.headers(requestHeaders).jsonBody({ search: 'beng' }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ city: eachLike({ id: integer(1), name: string('Bengaluru') }) })),
      async () => {
        const res = await citySearch({ search: 'beng' })
        expect(res.city[0]).toEqual({ id: 1, name: 'Bengaluru' })
      },
    ))

  it('POST city-search with an empty text lists every city', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueToFind)
        .uponReceiving('a city search with an empty text, for the full city list')
        .withRequest(...requestTo(ENDPOINTS['POST city-search']), (b) =>
          b.headers(requestHeaders).jsonBody({ search: '' }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ city: eachLike({ id: integer(1), name: string('Bengaluru') }) })),
      async () => {
        // The city dialog's first call, before anything is typed.
        const res = await citySearch({ search: '' })
        expect(res.city[0]).toEqual({ id: 1, name: 'Bengaluru' })
      },
    ))

  it('POST search-state finds states by name', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.personas)
        .uponReceiving('a state search for "karn"')
        .withRequest(...requestTo(ENDPOINTS['POST search-state']), (b) =>
          b.headers(requestHeaders).jsonBody({ search: 'karn', is_active: 1 }),
        )
        .willRespondWith(200, (b) => b.jsonBody({ states: eachLike({ id: integer(1), name: string('Karnataka') }) })),
      async () => {
        const res = await searchState({ search: 'karn', is_active: 1 })
        expect(res.states[0]).toEqual({ id: 1, name: 'Karnataka' })
      },
    ))

  it('POST institute-search finds institutes', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueToFind)
        .uponReceiving('an institute search for "christ"')
        .withRequest(...requestTo(ENDPOINTS['POST institute-search']), (b) =>
          b.headers(requestHeaders).jsonBody({ search: 'christ' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({
            institutes: eachLike({
              id: integer(1),
              name: string('Christ University'),
              institute_id: string('INST-0001'),
            }),
          }),
        ),
      async () => {
        const res = await instituteSearch({ search: 'christ' })
        expect(res.institutes[0]!.name).toBe('Christ University')
      },
    ))

  it('POST institute-search offers only Others (id 0) when none match', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueToFind)
        .uponReceiving('an institute search nothing matches')
        .withRequest(...requestTo(ENDPOINTS['POST institute-search']), (b) =>
          b.headers(requestHeaders).jsonBody({ search: 'Hogwarts' }),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ institutes: [{ id: equal(0), name: equal('Others'), institute_id: like('') }] }),
        ),
      async () => {
        const res = await instituteSearch({ search: 'Hogwarts' })
        expect(res.institutes).toEqual([{ id: 0, name: 'Others', institute_id: '' }])
      },
    ))

  it('GET geo/reverse names the city of a position', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueToFind)
        .uponReceiving('a reverse geocoding of a position in Koramangala')
        .withRequest(...requestTo(ENDPOINTS['GET geo/reverse']), (b) =>
          b.query({ lat: '12.9352', lng: '77.6245' }).headers(requestHeaders),
        )
        .willRespondWith(200, (b) =>
          b.jsonBody({ city: { id: integer(1), name: string('Bengaluru') }, distance_km: number(5.2) }),
        ),
      async () => {
        const res = await reverseGeocode({ latitude: 12.9352, longitude: 77.6245 })
        expect(res.city.name).toBe('Bengaluru')
      },
    ))

  it('GET geo/reverse with an impossible position is a 422', () =>
    runWithClient(
      pact
        .addInteraction()
        .given(STATES.catalogueToFind)
        .uponReceiving('a reverse geocoding of an impossible latitude')
        .withRequest(...requestTo(ENDPOINTS['GET geo/reverse']), (b) =>
          b.query({ lat: '200', lng: '77.6245' }).headers(requestHeaders),
        )
        .willRespondWith(422, (b) =>
          b.jsonBody(validationErrorBody('lat', 'The lat field must be between -90 and 90.')),
        ),
      async () => {
        const err = await reverseGeocode({ latitude: 200, longitude: 77.6245 }).catch((e: unknown) => e)
        expect(err).toBeInstanceOf(ApiError)
        expect((err as ApiError).status).toBe(422)
        expect((err as ApiError).field('lat')).toBe('The lat field must be between -90 and 90.')
      },
    ))
})
