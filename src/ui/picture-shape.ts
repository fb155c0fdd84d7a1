/** Whether a picture is wider than tall; portrait when it cannot be read here (the cropper then says so itself). */
export async function pictureShape(file: File): Promise<'portrait' | 'landscape'> {
  if (typeof createImageBitmap !== 'function') return 'portrait'
  try {
    const bitmap = await createImageBitmap(file)
    const shape = bitmap.width > bitmap.height ? 'landscape' : 'portrait'
    bitmap.close()
    return shape
  } catch {
    return 'portrait'
  }
}
