import { beforeEach, describe, expect, it } from 'vitest'
import { db, nextId } from '../../store/db'
import { get, post } from '../../testing/test-kit'

const CITIES = [
  { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946 },
  { name: 'Mumbai', latitude: 19.076, longitude: 72.8777 },
  { name: 'Navi Mumbai', latitude: 19.033, longitude: 73.0297 },
  { name: 'Delhi', latitude: 28.6139, longitude: 77.209 },
]

beforeEach(async () => {
  // Whatever the catalogue seeds, these tests state their own cities and institutes.
  db.cities.clear()
  db.institutes.clear()
  for (const c of CITIES) await db.cities.create({ id: nextId(db.cities), state_id: 1, ...c })
  await db.institutes.create({ id: 1, name: 'Christ University', institute_id: 'INST-0001', is_active: 1 })
  await db.institutes.create({ id: 2, name: 'Mount Carmel College', institute_id: 'INST-0002', is_active: 1 })
  await db.institutes.create({ id: 3, name: 'Closed Christ Academy', institute_id: 'INST-0003', is_active: 0 })
})

describe('city-search', () => {
  it('finds cities containing the text, those starting with it first', async () => {
    // Each city carries its centre, where listings measure distances from while the visitor's position is unknown.
    expect((await post('city-search', { search: 'mumbai' })).body.city).toEqual([
      { id: 2, name: 'Mumbai', latitude: expect.any(Number), longitude: expect.any(Number) },
      { id: 3, name: 'Navi Mumbai', latitude: expect.any(Number), longitude: expect.any(Number) },
    ])
  })
  it('lists every city for an empty text, and none for a text nothing matches', async () => {
    expect((await post('city-search', { search: '' })).body.city).toHaveLength(4)
    expect((await post('city-search', { search: 'Chennai' })).body.city).toEqual([])
  })
  it('answers a missing search with a 422', async () => {
    expect(await post('city-search', {})).toMatchObject({
      status: 422,
      body: { errors: { search: ['The search field is required.'] } },
    })
  })
})

describe('search-state', () => {
  it('takes the text as search or name', async () => {
    expect((await post('search-state', { search: 'karn', is_active: 1 })).body.states).toEqual([
      { id: 1, name: 'Karnataka' },
    ])
    expect((await post('search-state', { name: 'guj', is_active: 1 })).body.states).toEqual([
      { id: 3, name: 'Gujarat' },
    ])
    expect((await post('search-state', { search: 'Atlantis' })).body.states).toEqual([])
  })
})

describe('institute-search', () => {
  it('finds active institutes', async () => {
    expect((await post('institute-search', { search: 'christ' })).body.institutes).toEqual([
      { id: 1, name: 'Christ University', institute_id: 'INST-0001' },
    ])
  })
  it('offers only Others (id 0) when none match', async () => {
    expect((await post('institute-search', { search: 'IIT Bombay' })).body.institutes).toEqual([
      { id: 0, name: 'Others', institute_id: '' },
    ])
  })
})

describe('geo/reverse', () => {
  it('names the nearest city and how far its centre is', async () => {
    const { status, body } = await get('geo/reverse?lat=12.9352&lng=77.6245')
    expect(status).toBe(200)
    expect(body.city).toEqual({ id: 1, name: 'Bengaluru' })
    expect(body.distance_km).toBeCloseTo(5.2, 1)
    expect((await get('geo/reverse?lat=19.2&lng=72.97')).body.city).toEqual({ id: 2, name: 'Mumbai' })
  })
  it('answers missing or impossible coordinates with a 422 per parameter', async () => {
    expect(await get('geo/reverse?lat=200&lng=abc')).toEqual({
      status: 422,
      body: {
        message: 'The lat field must be between -90 and 90.',
        errors: {
          lat: ['The lat field must be between -90 and 90.'],
          lng: ['The lng field must be between -180 and 180.'],
        },
      },
    })
    expect((await get('geo/reverse')).body.errors).toEqual({
      lat: ['The lat field is required.'],
      lng: ['The lng field is required.'],
    })
  })
  it('is a 404 when there are no cities at all', async () => {
    db.cities.clear()
    expect((await get('geo/reverse?lat=12&lng=77')).status).toBe(404)
  })
})
