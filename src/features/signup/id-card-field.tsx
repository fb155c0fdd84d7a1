import { useEffect, useRef, useState } from 'react'
import { ID_CARD_FRAMES, ID_CARD_SIZE, IMAGE_ACCEPT, IMAGE_TYPES, fileError } from '../../lib/signup-rules'
import { SIGNUP_TEXTS } from '../../lib/signup-texts'
import { ImageCropDialog } from '../../ui/image-crop-dialog'
import { pictureShape } from '../../ui/picture-shape'

type Shape = keyof typeof ID_CARD_FRAMES

/**
 * The student ID card (spec 1 §5, §9): a png or jpeg, cropped to 150 × 200 (200 × 150 for a landscape picture) before
 * it is sent. The cropper (react-cropper) loads only when a picture is picked. The cropped picture becomes the file
 * input's file, so the field names it instead of saying "No file chosen".
 */
export function IdCardField({
  value,
  onChange,
  error,
}: {
  value: File | null
  onChange: (file: File | null) => void
  error?: string
}) {
  const [picked, setPicked] = useState<{ file: File; shape: Shape } | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const [pickError, setPickError] = useState<string>()
  const [preview, setPreview] = useState<string>()
  useEffect(() => {
    if (!value) return setPreview(undefined)
    const url = URL.createObjectURL(value)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [value])

  const shown = pickError ?? error
  return (
    <div className="field id-card-field">
      <label htmlFor="signup-card">Student ID card (png or jpeg)</label>
      <input
        ref={input}
        id="signup-card"
        type="file"
        accept={IMAGE_ACCEPT}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? 'signup-card-error' : 'signup-card-hint'}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null
          e.target.value = ''
          if (!file) return
          const problem = fileError(file, 'Student ID Card', IMAGE_TYPES, SIGNUP_TEXTS.idCardRequired)
          setPickError(problem)
          if (!problem) void pictureShape(file).then((shape) => setPicked({ file, shape }))
        }}
      />
      <p id="signup-card-hint" className="field-hint">
        You crop it to {ID_CARD_SIZE.width} × {ID_CARD_SIZE.height} pixels next ({ID_CARD_SIZE.height} ×{' '}
        {ID_CARD_SIZE.width} for a landscape card).
      </p>
      {preview && <img className="id-card-preview" src={preview} alt="Your student ID card, cropped" />}
      {shown && (
        <p id="signup-card-error" className="field-error">
          {shown}
        </p>
      )}
      {picked && (
        <ImageCropDialog
          title="Crop your student ID card"
          file={picked.file}
          crop={ID_CARD_FRAMES[picked.shape]}
          onCancel={() => setPicked(null)}
          onDone={(cropped) => {
            setPicked(null)
            // The input shows the cropped picture as its file (where the browser lets a page set one).
            if (input.current && typeof DataTransfer === 'function') {
              const files = new DataTransfer()
              files.items.add(cropped)
              input.current.files = files.files
            }
            onChange(cropped)
          }}
        />
      )}
    </div>
  )
}
