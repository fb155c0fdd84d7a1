import { inflateSync } from 'node:zlib'

/**
 * The text a PDF's pages draw, one drawn string a line, for tests that read the mock's documents (the voucher, the
 * account statement, the tax invoice): pdf-lib writes each string as hex before `Tj`, in streams that may be deflated.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1')
  const parts: string[] = []
  // Each stream is read by its /Length: its last byte may be a carriage return, which a pattern would take for the
  // line break before `endstream`.
  for (const m of raw.matchAll(/<<((?:(?!<<)[^])*?)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(m[1]!)?.[1] ?? NaN)
    if (!Number.isFinite(length)) continue
    const start = m.index + m[0].length
    let body = Buffer.from(raw.slice(start, start + length), 'latin1')
    if (/FlateDecode/.test(m[1]!)) body = inflateSync(body)
    parts.push(body.toString('latin1'))
  }
  return [...parts.join('\n').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
    .join('\n')
}
