/** A name as a downloaded file's stem: letters and digits kept, anything else one hyphen ('Chai Point' → 'Chai-Point'). */
export const fileStem = (name: string, fallback: string) =>
  name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || fallback

/**
 * Whether a path names a file (`/files/hola-deals-partner-kit.pdf`) rather than a page of the app: the app's routes
 * never end in an extension. A link to one is the browser's to follow, and the app's shell never answers for one.
 */
export const isFilePath = (path: string) => /\.[a-z0-9]{1,5}$/i.test(path)
