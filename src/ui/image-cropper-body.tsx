import { useEffect, useMemo, useRef, useState } from 'react'
import Cropper, { type ReactCropperElement } from 'react-cropper'
import 'cropperjs/dist/cropper.css'
import type { ImageCropDialogProps } from './image-crop-types'

/** The cropper inside ImageCropDialog: the picture at the ratio, then Crop makes the file at the target size. */
export default function ImageCropperBody({ file, crop, onDone, onCancel }: ImageCropDialogProps) {
  const url = useMemo(() => URL.createObjectURL(file), [file])
  useEffect(() => () => URL.revokeObjectURL(url), [url])
  const cropper = useRef<ReactCropperElement>(null)
  const [ready, setReady] = useState(false)

  function done() {
    const canvas = cropper.current?.cropper.getCroppedCanvas({
      width: crop.width,
      height: crop.height,
      imageSmoothingQuality: 'high',
    })
    if (!canvas) return
    canvas.toBlob((blob) => blob && onDone(new File([blob], file.name, { type: file.type })), file.type, 0.9)
  }

  return (
    <>
      <p className="muted">
        Drag the frame to choose what shows. The picture is saved at {crop.width} × {crop.height} pixels.
      </p>
      <Cropper
        ref={cropper}
        src={url}
        aspectRatio={crop.ratio}
        viewMode={1}
        autoCropArea={1}
        background={false}
        style={{ height: 320, width: '100%' }}
        alt={`${file.name}, to crop`}
        ready={() => setReady(true)}
      />
      <div className="actions">
        <button type="button" className="button" disabled={!ready} onClick={done}>
          Crop
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </>
  )
}
