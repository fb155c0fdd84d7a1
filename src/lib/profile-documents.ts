/**
 * A vendor's documents on the profile (spec 1 §5 "Profile documents", §9): at least 2 and at most 7 in total, existing
 * and new; each new one with a document type. The spec's toasts and messages, word for word, for the profile and the
 * mock backend.
 */
export const DOCUMENT_LIMITS = { min: 2, max: 7 } as const

export const DOCUMENT_TEXTS = {
  /** Toast when a selection would pass the maximum. */
  tooMany: 'FAILED! The Number of uploaded Documents exceeds Maximum Number of Documents limits.',
  /** Toast when the file chooser returns nothing. */
  noneSelected: 'FAILED! select Minimum two document(s) for approvment.',
  /** Saving with fewer than two. */
  atLeastTwo: 'The Upload Documents must have at least 2 items.',
  atMostSeven: 'The Upload Documents must not have more than 7 items.',
  /** The hint under the list while fewer than two are held. */
  hint: 'Upload at least 2 documents (bank document, PAN card, GST certificate or shop licence) for approval.',
  typeRequired: 'The document type field is required.',
  smallImageRequired: 'The Small Image field is required.',
  removed: 'Document removed successfully.',
  notYours: 'This document is not yours.',
} as const

/** Would adding `adding` documents to `held` pass the maximum? (The toast, before anything is sent.) */
export const exceedsMaximum = (held: number, adding: number) => held + adding > DOCUMENT_LIMITS.max

/** The save's rule on the total, existing plus new. */
export function documentCountError(total: number): string | undefined {
  if (total < DOCUMENT_LIMITS.min) return DOCUMENT_TEXTS.atLeastTwo
  if (total > DOCUMENT_LIMITS.max) return DOCUMENT_TEXTS.atMostSeven
  return undefined
}

/**
 * What Your Deals says while a vendor's KYC is not approved (spec 2 §2's notice): the spec's "submit" only while fewer
 * than the two documents approval needs are on file (none sent, or some refused and taken off); with enough on file
 * and not yet verified, that they are waiting for review, so the vendor is not asked for what they already sent.
 */
export function kycNotice(documents: ReadonlyArray<{ pivot: { is_verified: number } }>, submitText: string): string {
  const waiting = documents.filter((d) => d.pivot.is_verified !== 1).length
  if (documents.length < DOCUMENT_LIMITS.min || waiting === 0) return submitText
  const count = waiting === 1 ? 'Your KYC document is' : `Your ${waiting} KYC documents are`
  return `${count} waiting for our team's review. Your deals are shown to students once they are approved; there is nothing more to send.`
}
