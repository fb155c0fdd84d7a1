import { lazy, Suspense, useState } from 'react'
import { Modal } from './modal'
import { Loading } from './states'
import type { CropperArea } from './image-cropper'

// react-cropper (and cropperjs with its stylesheet) load only when someone crops a picture.
const ImageCropper = lazy(() => import('./image-cropper'))

type Props = {
  title: string
  /** The picked file, png or jpeg (checked by the caller). */
  file: File
  /** Output size in pixels; the crop box keeps its ratio (spec 1 §9: 150×150 avatar, 150×200 ID card). */
  width: number
  height: number
  onDone: (cropped: File) => void
  onCancel: () => void
}

/** A dialog to crop a picked picture to a fixed size: drag and zoom the picture under the box, then Use this picture. */
export function ImageCropDialog({ title, file, width, height, onDone, onCancel }: Props) {
  const [area, setArea] = useState<CropperArea | null>(null)
  const [busy, setBusy] = useState(false)
  async function use() {
    if (!area) return
    setBusy(true)
    const blob = await area.crop(width, height, file.type === 'image/jpeg' ? 'image/jpeg' : 'image/png')
    setBusy(false)
    if (blob) onDone(new File([blob], file.name.replace(/\.\w+$/, '') + (blob.type === 'image/jpeg' ? '.jpg' : '.png'), { type: blob.type }))
  }
  return (
    <Modal title={title} onClose={onCancel} className="crop-dialog">
      <Suspense fallback={<Loading label="Opening the picture…" />}>
        <ImageCropper file={file} aspectRatio={width / height} onReady={setArea} />
      </Suspense>
      <p className="muted">Drag the picture or zoom it to fit the box.</p>
      <div className="actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button" onClick={() => void use()} disabled={!area || busy}>
          Use this picture
        </button>
      </div>
    </Modal>
  )
}
