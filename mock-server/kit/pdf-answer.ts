/** A document the backend sends as a file (spec 3 §7: the voucher, the statement, the tax invoice), saved as `name`. */
export const pdfAnswer = (bytes: Uint8Array, name: string) =>
  new Response(bytes as unknown as BodyInit, {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` },
  })
