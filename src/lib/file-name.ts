/** A name as a downloaded file's stem: letters and digits kept, anything else one hyphen ('Chai Point' → 'Chai-Point'). */
export const fileStem = (name: string, fallback: string) =>
  name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || fallback
