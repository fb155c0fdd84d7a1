/** Saves a blob (a PDF answer) under a file name, through a temporary download link. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // Revoked later, not at once: the download may still be reading it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
