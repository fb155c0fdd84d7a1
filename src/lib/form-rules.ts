/**
 * The rules every form shares, worded as Laravel's validator words them (the mock answers with the same texts):
 * required, at most so many characters, and the length limits a request schema holds.
 */

const label = (field: string) => field.replace(/_/g, ' ')
export const requiredText = (field: string) => `The ${label(field)} field is required.`
/** A day sent in another form than the wire's YYYY-MM-DD, as Laravel's `date_format:Y-m-d` words it. */
export const dayFormatText = (field: string) => `The ${label(field)} field must match the format Y-m-d.`
export const maxText = (field: string, max: number) =>
  `The ${label(field)} field must not be greater than ${max} characters.`

/** A text that must be given (blank counts as missing) and hold at most `max` characters. */
export function textError(field: string, value: string, max: number): string | undefined {
  const v = value.trim()
  if (!v) return requiredText(field)
  if (v.length > max) return maxText(field, max)
  return undefined
}

/** What `lengthLimits` reads: an arktype request schema (lib imports no schema; the caller passes it). */
export type RequestSchema = {
  // Method syntax: compared both ways, so arktype's wider option type fits.
  toJsonSchema(options: { fallback: (ctx: { base: object }) => object }): unknown
}

type JsonNode = {
  maxLength?: number
  maximum?: number
  anyOf?: JsonNode[]
  properties?: Record<string, JsonNode>
  additionalProperties?: JsonNode
}

/**
 * The longest text each field of a request may hold, as its schema says (`'string <= 230'`, also inside
 * `string <= 230 | null`, or each value of a record): the form's maxLength and its "not greater than" check, written nowhere else.
 * A number typed into a text field (`number <= 99999999`) holds at most as many characters as its largest value.
 */
export function lengthLimits(schema: RequestSchema): Record<string, number> {
  // Parts JSON Schema cannot say (a morph, a predicate) fall back to their base: only lengths are read here.
  const json = schema.toJsonSchema({ fallback: (ctx) => ctx.base }) as JsonNode
  const limits: Record<string, number> = {}
  for (const [name, node] of Object.entries(json.properties ?? {})) {
    // A record of texts (comments per field) gives its values' limit under its own name.
    const max =
      node.maxLength ??
      node.anyOf?.find((n) => n.maxLength !== undefined)?.maxLength ??
      node.additionalProperties?.maxLength ??
      (node.maximum === undefined ? undefined : String(Math.trunc(node.maximum)).length)
    if (max !== undefined) limits[name] = max
  }
  return limits
}
