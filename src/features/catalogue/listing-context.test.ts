import { describe, expect, it } from 'vitest'
import { placeWords } from './listing-context'

describe('placeWords', () => {
  it('says "near you" only with a position, and always where distances are measured from', () => {
    expect(placeWords('position', null)).toEqual({ where: 'near you', distancesFrom: 'Distances from you' })
    expect(placeWords('position', 'Pune')).toEqual({ where: 'in Pune', distancesFrom: 'Distances from you' })
    expect(placeWords('city', 'Bengaluru')).toEqual({
      where: 'in Bengaluru',
      distancesFrom: 'Distances from Bengaluru centre',
    })
    expect(placeWords('country', null)).toEqual({
      where: 'across India',
      distancesFrom: 'Distances from the centre of India',
    })
  })
})
