/** The mock's notion of now and of randomness, in one place so tests can pin them. */
export const clock = {
  now: (): number => Date.now(),
}

export const iso = (ms: number) => new Date(ms).toISOString()

/** Unguessable token: 40 random bytes as hex. */
export function randomToken(bytes = 40): string {
  const a = new Uint8Array(bytes)
  crypto.getRandomValues(a)
  return Array.from(a, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A 4-digit one-time password, uniformly drawn. */
export function randomOtp(): string {
  const a = new Uint32Array(1)
  crypto.getRandomValues(a)
  return String(a[0]! % 10000).padStart(4, '0')
}
