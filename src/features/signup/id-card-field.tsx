import { useEffect, useState } from 'react'
import { ID_CARD_SIZE, IMAGE_ACCEPT, IMAGE_TYPES, SIGNUP_MESSAGES, fileError } from '../../lib/signup-rules'
import { ImageCropDialog } from '../../ui/image-crop-dialog'

/**
 * The student ID card (spec 1 §5, §9): a png or jpeg, cropped to 150 × 200 before it is sent. The cropper (react-cropper)
 * loads only when a picture is picked.
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
  const [picked, setPicked] = useState<File | null>(null)
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
        id="signup-card"
        type="file"
        accept={IMAGE_ACCEPT}
        aria-invalid={Boolean(shown)}
        aria-describedby={shown ? 'signup-card-error' : 'signup-card-hint'}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null
          e.target.value = ''
          if (!file) return
          const problem = fileError(file, 'Student ID Card', IMAGE_TYPES, SIGNUP_MESSAGES.idCardRequired)
          setPickError(problem)
          if (!problem) setPicked(file)
        }}
      />
      <p id="signup-card-hint" className="field-hint">
        You crop it to {ID_CARD_SIZE.width} × {ID_CARD_SIZE.height} pixels next.
      </p>
      {preview && (
        <img
          className="id-card-preview"
          src={preview}
          width={ID_CARD_SIZE.width}
          height={ID_CARD_SIZE.height}
          alt="Your student ID card, cropped"
        />
      )}
      {shown && (
        <p id="signup-card-error" className="field-error">
          {shown}
        </p>
      )}
      {picked && (
        <ImageCropDialog
          title="Crop your student ID card"
          file={picked}
          crop={{ ratio: ID_CARD_SIZE.width / ID_CARD_SIZE.height, ...ID_CARD_SIZE }}
          onCancel={() => setPicked(null)}
          onDone={(cropped) => {
            setPicked(null)
            onChange(cropped)
          }}
        />
      )}
    </div>
  )
}
