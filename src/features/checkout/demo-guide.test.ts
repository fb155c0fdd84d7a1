import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const guide = readFileSync(path.resolve(import.meta.dirname, '../../../docs/demo.md'), 'utf8').replace(/\s+/g, ' ')
const source = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8')

/** docs/demo.md walks a room through these screens: it says what they do now. */
describe('the demo guide', () => {
  it('says the card page follows a payment settled in the demo panel by itself, as it does', () => {
    expect(source('./simulated-gateway-screen.tsx')).toMatch(/const GATEWAY_WATCH_MS = \d+/)
    expect(guide).not.toContain('after a reload')
    expect(guide).toContain("The student's card page notices within a couple of seconds")
  })

  it("names the vendor's orders list as the app titles it (My Orders for both roles)", () => {
    expect(source('../orders/orders-screen.tsx')).toContain("const title = 'My Orders'")
    expect(guide).not.toMatch(/on his My deals/i)
    expect(guide).toContain('Arjun (Chai Point), on his own My Orders')
  })
})
