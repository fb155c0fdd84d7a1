/**
 * What the endpoint table does not say about the wire, written once for the OpenAPI document: which bodies go as
 * multipart (the client sends a FormData: files cannot go as JSON), which calls read a query string instead of a body,
 * and which answer a file rather than JSON. Keyed by the endpoint table's keys (src/api/endpoints.ts), so a key that
 * names no endpoint is a type error, and the pact cross-check (openapi.test.ts) fails when a pact sends another content type.
 */
import type { EndpointKey } from '../../src/api/endpoints'

export type WireNote = {
  multipart?: true
  /** Query parameters, as JSON Schemas (GET calls that take their input from the address). */
  query?: Record<string, { required: boolean; schema: Record<string, unknown>; description: string }>
  /** A non-JSON answer: its media type and what it is. */
  file?: { mediaType: string; description: string }
}

const coordinate = (limit: number, word: string) => ({
  required: true,
  schema: { type: 'number', minimum: -limit, maximum: limit },
  description: `The ${word} in degrees (the browser's position).`,
})

export const WIRE_NOTES: Partial<Record<EndpointKey, WireNote>> = {
  'POST customer/register': { multipart: true },
  'POST vendor/register': { multipart: true },
  'POST franchise/register': { multipart: true },
  'POST customer/save-profile': { multipart: true },
  'POST vendor/save-profile': { multipart: true },
  'POST vendor/add-deal': { multipart: true },
  'POST vendor/update-deal': { multipart: true },
  'GET geo/reverse': { query: { lat: coordinate(90, 'latitude'), lng: coordinate(180, 'longitude') } },
  'POST customer/order-pdf': { file: { mediaType: 'application/pdf', description: 'The order voucher as a PDF.' } },
  'POST vendor/export-invoice-pdf': {
    file: { mediaType: 'application/pdf', description: 'The vendor’s account statement for the days, as a PDF.' },
  },
  'POST vendor/tax-invoice-pdf': {
    file: {
      mediaType: 'application/pdf',
      description: 'The GST tax invoice of Hola’s commission that month, as a PDF.',
    },
  },
  'POST vendor/ads-invoice': {
    file: {
      mediaType: 'application/pdf',
      description: 'An advertisement order’s tax invoice, saved as "order history".',
    },
  },
}
