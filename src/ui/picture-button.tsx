import { useEffect, useRef, useState } from 'react'
import { ImageCropDialog, type CropTarget } from './image-crop-dialog'

const PICTURE_TYPES = ['image/png', 'image/jpeg']

type Props = {
  /** The visible button's text. */
  label: string
  /** The file input's accessible name (tests and screen readers reach it by this). */
  chooseLabel: string
  cropTitle: string
  /** The frame, or how to choose one from the picked picture (an ID card printed landscape gets a landscape frame). */
  crop: CropTarget | ((file: File) => Promise<CropTarget>)
  /** The cropped picture. */
  onPicture: (file: File) => void
  /** A refused file (not png or jpeg), or undefined once a good one is picked. */
  onRefused: (text: string | undefined) => void
  /** Names the picture in the refusal, as the form's rules word it (e.g. 'image', 'Student ID Card'). */
  refusalName: string
}

/**
 * A button that picks a png or jpeg (spec 1 §9) and crops it to a fixed size in the shared dialog before handing it
 * on: the profile photo (150×150) and the student ID card (150×200) choose pictures this way.
 */
export function PictureButton({ label, chooseLabel, cropTitle, crop, onPicture, onRefused, refusalName }: Props) {
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<{ file: File; crop: CropTarget } | null>(null)
  return (
    <>
      <button type="button" className="button button-secondary button-small" onClick={() => input.current?.click()}>
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept=".png,.jpeg,.jpg,image/png,image/jpeg"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={chooseLabel}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (!file) return
          if (!PICTURE_TYPES.includes(file.type))
            return onRefused(`The ${refusalName} must be a file of type: png, jpeg.`)
          onRefused(undefined)
          if (typeof crop !== 'function') return setPicked({ file, crop })
          void crop(file).then((frame) => setPicked({ file, crop: frame }))
        }}
      />
      {picked && (
        <ImageCropDialog
          title={cropTitle}
          file={picked.file}
          crop={picked.crop}
          onCancel={() => setPicked(null)}
          onDone={(file) => {
            setPicked(null)
            onPicture(file)
          }}
        />
      )}
    </>
  )
}

/** An object URL showing a picked file before it is saved, revoked when the file changes or the view goes. */
export function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) return setUrl(null)
    const u = URL.createObjectURL(file)
    setUrl(u)
    return () => URL.revokeObjectURL(u)
  }, [file])
  return url
}
