import { isUpload } from '../../../src/api/schemas/signup'
import type { UploadedFile } from '../../../src/lib/signup-rules'

/** What the rules see of an uploaded part: its name, declared type and size (a missing or text part is no file). */
export function describeFile(value: unknown): UploadedFile | null {
  if (!isUpload(value)) return null
  return { name: nameOf(value), type: value.type, size: value.size }
}

export const describeFiles = (values: unknown): UploadedFile[] =>
  (Array.isArray(values) ? values : values === undefined ? [] : [values]).map(
    (v) => describeFile(v) ?? { name: '', type: '', size: 0 },
  )

/** A file part's name ('upload' for a nameless blob). */
export const nameOf = (file: Blob) => (typeof (file as File).name === 'string' ? (file as File).name : 'upload')

/** The first bytes each allowed type starts with: a file whose bytes are not what its type says is refused as that type. */
const MAGIC: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
}

export async function bytesMatchType(file: Blob): Promise<boolean> {
  const magic = MAGIC[file.type]
  if (!magic) return false
  const head = new Uint8Array(await file.slice(0, magic.length).arrayBuffer())
  return magic.every((b, i) => head[i] === b)
}

/**
 * The file as a data URL: the mock keeps uploads in its database (it has no file store; files are at most
 * MAX_FILE_KB, docs/decisions/sign-up.md). Encoded in chunks, so a large file does not overflow the argument list.
 */
export async function dataUrlOf(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${file.type};base64,${btoa(binary)}`
}
