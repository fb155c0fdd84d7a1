/** What the crop dialog takes, apart from its lazily loaded body (image-cropper-body.tsx), which takes the same. */
export type CropTarget = { ratio: number; width: number; height: number }

export type ImageCropDialogProps = {
  title: string
  file: File
  crop: CropTarget
  /** The cropped picture, `crop.width` × `crop.height`, in the file's own type. */
  onDone: (picture: File) => void
  onCancel: () => void
}
