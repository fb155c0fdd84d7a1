import { useEffect, useRef, useState } from 'react'
import Cropper, { type ReactCropperElement } from 'react-cropper'
import 'cropperjs/dist/cropper.css'

/** What the dialog can do once the picture is ready: crop it to a size. */
export type CropperArea = { crop: (width: number, height: number, type: 'image/png' | 'image/jpeg') => Promise<Blob | null> }

/** The react-cropper view of a file (its own chunk: see image-crop-dialog.tsx). */
export default function ImageCropper({ file, aspectRatio, onReady }: { file: File; aspectRatio: number; onReady: (area: CropperArea) => void }) {
  const ref = useRef<ReactCropperElement>(null)
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    const url = URL.createObjectURL(file)
    setSrc(url)
    return () => URL.revokeObjectURL(url)
  }, [file])
  if (!src) return null
  return (
    <Cropper
      ref={ref}
      src={src}
      aspectRatio={aspectRatio}
      viewMode={1}
      autoCropArea={1}
      style={{ height: 320, width: '100%' }}
      alt="The picture to crop"
      ready={() =>
        onReady({
          crop: (width, height, type) =>
            new Promise((resolve) => {
              const canvas = ref.current?.cropper.getCroppedCanvas({ width, height })
              if (!canvas) return resolve(null)
              canvas.toBlob(resolve, type, 0.9)
            }),
        })
      }
    />
  )
}
