import { lazy, Suspense } from 'react'
import { Modal } from './modal'
import { Loading } from './states'

export type CropTarget = { ratio: number; width: number; height: number }

export type ImageCropDialogProps = {
  title: string
  file: File
  crop: CropTarget
  /** The cropped picture, `crop.width` × `crop.height`, in the file's own type. */
  onDone: (picture: File) => void
  onCancel: () => void
}

// react-cropper and cropperjs load only when a picture is chosen.
const CropperBody = lazy(() => import('./image-cropper-body'))

/** A dialog that crops a chosen picture to a ratio and size (the deal's small image and banner, spec 2 §5). */
export function ImageCropDialog(props: ImageCropDialogProps) {
  return (
    <Modal title={props.title} onClose={props.onCancel} className="crop-dialog">
      <Suspense fallback={<Loading label="Loading the cropper…" />}>
        <CropperBody {...props} />
      </Suspense>
    </Modal>
  )
}
