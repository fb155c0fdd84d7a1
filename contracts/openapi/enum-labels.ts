/**
 * What the wire's numbered codes mean, from the spec (spec 3 §3 payment methods, order and payment statuses; spec 2
 * deal statuses; spec 1 user types), for the OpenAPI document: each property of these names gets its labels as a
 * description and as `x-enum-descriptions`, so a backend reads `payment_mode: 6` as UPI without the docs.
 */
const PAYMENT_METHODS = { 1: 'Cash', 2: 'Net Banking', 3: 'Debit Card', 4: 'Hola Point', 5: 'Credit Card', 6: 'UPI' }

export const ENUM_LABELS: Record<string, Record<number, string>> = {
  payment_mode: PAYMENT_METHODS,
  payment_method: PAYMENT_METHODS,
  order_status: { 1: 'Pending', 2: 'Processing', 3: 'Complete (redeemed)', 4: 'Cancelled', 5: 'Refunded' },
  payment_status: { 1: 'Pending', 2: 'Paid', 3: 'Failed', 4: 'PartialPaid', 5: 'Refund' },
  deal_status: { 1: 'Active', 2: 'Pending (waiting for approval)', 3: 'Expired', 4: 'Inactive' },
  userType: { 1: 'Vendor', 2: 'Customer' },
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Adds the labels to every property of a labelled name, anywhere in the document; returns the document. */
export function withEnumLabels<T>(doc: T): T {
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isObject(node)) return
    if (isObject(node.properties))
      for (const [name, schema] of Object.entries(node.properties)) {
        const labels = ENUM_LABELS[name]
        if (labels && isObject(schema)) {
          const text = Object.entries(labels)
            .map(([code, label]) => `${code} ${label}`)
            .join(', ')
          schema.description ??= text
          schema['x-enum-descriptions'] = labels
        }
      }
    for (const value of Object.values(node)) visit(value)
  }
  visit(doc)
  return doc
}
