/**
 * The neighbourhood and city of a street address, for telling two outlets' deals of one name apart in a short line:
 * '12, 2nd Cross Road, Koramangala, Bengaluru 560034' → 'Koramangala, Bengaluru'. The PIN code and street go; an
 * address of one or two parts is kept as it is.
 */
export function localityOf(address: string): string {
  const parts = address
    .split(',')
    .map((p) => p.replace(/\b\d{6}\b/, '').trim())
    .filter(Boolean)
  return parts.slice(-2).join(', ')
}
