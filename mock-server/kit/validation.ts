import type { ArkErrors } from 'arktype'
import { dayFormatText } from '../../src/lib/form-rules'

/** Field label as Laravel prints it: `new_reason` → `new reason`, `days.0` → `days.0`. */
const label = (field: string) => field.replace(/_/g, ' ')

/**
 * The forms the wire's patterns stand for, worded as Laravel's date_format and digits rules word them, so a value sent
 * in another form is told the form expected. Any other pattern gets Laravel's regex text.
 */
const PATTERN_TEXTS: Record<string, (name: string) => string> = {
  '^\\d{4}-\\d{2}-\\d{2}$': (name) => dayFormatText(name),
  '^\\d{4}$': (name) => `The ${name} field must be 4 digits.`,
}

/** Turns arktype's errors into Laravel's `errors` object: one English sentence per broken rule. */
export function laravelErrors(errors: ArkErrors): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const e of errors) {
    const field = e.path.length ? e.path.join('../handlers') : 'body'
    const name = label(field)
    // Range errors carry their limit as `rule`; the union type does not say so.
    const rule = (e as unknown as { rule?: unknown }).rule
    let text: string
    switch (e.code) {
      case 'required':
        text = `The ${name} field is required.`
        break
      case 'minLength':
        text =
          rule === 1
            ? `The ${name} field is required.`
            : `The ${name} field must be at least ${String(rule)} characters.`
        break
      case 'maxLength':
        text = `The ${name} field must not be greater than ${String(rule)} characters.`
        break
      case 'min':
        text = `The ${name} field must be at least ${String(rule)}.`
        break
      case 'max':
        text = `The ${name} field must not be greater than ${String(rule)}.`
        break
      case 'pattern':
        text = PATTERN_TEXTS[String(rule)]?.(name) ?? `The ${name} field format is invalid.`
        break
      case 'domain':
      case 'proto':
        text = e.path.length ? `The ${name} field must be ${e.expected}.` : 'The request body must be a JSON object.'
        break
      default:
        text = `The ${name} field is invalid.`
    }
    ;(out[field] ??= []).push(text)
  }
  return out
}

export const firstMessage = (errors: Record<string, string[]>) => {
  const all = Object.values(errors).flat()
  const first = all[0] ?? 'The given data was invalid.'
  return all.length > 1 ? `${first} (and ${all.length - 1} more error${all.length > 2 ? 's' : ''})` : first
}
