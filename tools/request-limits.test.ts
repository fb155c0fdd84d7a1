import { describe, expect, it } from 'vitest'
import * as written from '../src/api/schemas/request-limits'
import { limitsName, requestLimits } from './request-limits'

describe('src/api/schemas/request-limits.ts', () => {
  it("holds each request schema's text limits as the schema says them (npm run schemas:limits rewrites it)", async () => {
    const fromSchemas = Object.fromEntries(
      Object.entries(await requestLimits()).map(([schema, limits]) => [limitsName(schema), limits]),
    )
    expect({ ...written }).toEqual(fromSchemas)
    // A limit the forms read: the cancel form's description (spec 3 §5), as the schema sets it.
    expect(written.cancelDealOrderRequestLimits.description).toBeGreaterThan(0)
  })
})
