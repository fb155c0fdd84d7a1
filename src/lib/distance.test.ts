import { describe, expect, it } from 'vitest'
import { distanceKm, formatKm } from './distance'

const bengaluru = { latitude: 12.9716, longitude: 77.5946 }
const mumbai = { latitude: 19.076, longitude: 72.8777 }
const delhi = { latitude: 28.6139, longitude: 77.209 }

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm(bengaluru, bengaluru)).toBe(0)
  })
  it('matches known city distances (great circle)', () => {
    expect(distanceKm(bengaluru, mumbai)).toBeCloseTo(845, -1)
    expect(distanceKm(mumbai, delhi)).toBeCloseTo(1150, -1)
  })
  it('is symmetric', () => {
    expect(distanceKm(bengaluru, delhi)).toBeCloseTo(distanceKm(delhi, bengaluru), 9)
  })
  it('handles antipodes without NaN', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(20015, -1)
  })
})

describe('formatKm', () => {
  it('shows one decimal under 100 km and whole km above', () => {
    expect(formatKm(0.84)).toBe('0.8 km')
    expect(formatKm(12)).toBe('12.0 km')
    expect(formatKm(1203.6)).toBe('1,204 km')
    const enIN = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })
    for (const km of [100, 999.4, 1000, 9999, 12345.6, 20037]) expect(formatKm(km)).toBe(`${enIN.format(km)} km`)
  })
})
