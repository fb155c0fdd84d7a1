/**
 * The first error text of a TanStack Form field. Validators give plain strings or Standard Schema issues
 * (arktype's `{ message }`); the field shows only the first.
 */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const x of errors) {
    const text = typeof x === 'string' ? x : (x as { message?: unknown } | null | undefined)?.message
    if (typeof text === 'string' && text) return text
  }
  return undefined
}
