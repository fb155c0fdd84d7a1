import { lazy, Suspense } from 'react'
import { Modal } from './modal'
import { Loading } from './states'
import type { ImageCropDialogProps } from './image-crop-types'

export type { CropTarget, ImageCropDialogProps } from './image-crop-types'

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
