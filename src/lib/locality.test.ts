import { describe, expect, it } from 'vitest'
import { localityOf } from './locality'

describe('localityOf', () => {
  it('keeps the neighbourhood and city, without the street and PIN code', () => {
    expect(localityOf('12, 2nd Cross Road, Koramangala, Bengaluru 560034')).toBe('Koramangala, Bengaluru')
    expect(localityOf('80 Feet Road, Koramangala 4th Block, Bengaluru 560034')).toBe('Koramangala 4th Block, Bengaluru')
    expect(localityOf('Pune')).toBe('Pune')
    expect(localityOf('')).toBe('')
  })
})
