import { useEffect, useMemo, useRef, useState } from 'react'
import { DEAL_FORM_TEXTS, isDealImageType } from '../../lib/vendor-deal-rules'
import { ImageCropDialog, type CropTarget } from '../../ui/image-crop-dialog'

type Props = {
  id: string
  label: string
  hint: string
  crop: CropTarget
  value: File | null
  /** What the deal shows now (the correction page), when no new picture is chosen. */
  current?: string
  error?: string
  onChange: (file: File | null) => void
  /** A chosen file that is not png or jpeg: the field says so (spec 2 §4: only those open the crop dialog). */
  onRefused: (text: string) => void
}

/** A deal picture: choose a png or jpeg, crop it to the ratio and size, see it before saving. */
export function DealPictureField({ id, label, hint, crop, value, current, error, onChange, onRefused }: Props) {
  const [choosing, setChoosing] = useState<File | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value])
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])
  const described = [`${id}-hint`, value ? `${id}-chosen` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')

  // The input was emptied when the file went to the cropper (so the same file can be chosen again); it holds the
  // cropped picture once there is one, so the browser's own words name it instead of "No file chosen".
  useEffect(() => {
    const field = input.current
    if (!field || typeof DataTransfer === 'undefined') return
    const files = new DataTransfer()
    if (value) files.items.add(value)
    field.files = files.files
  }, [value])

  return (
    <div className="field deal-picture">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (!file) return
          if (!isDealImageType(file.type)) return onRefused(DEAL_FORM_TEXTS.invalidFile)
          setChoosing(file)
        }}
      />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
      {value && (
        <p id={`${id}-chosen`} className="field-hint deal-picture-chosen">
          Chosen: {value.name}, cropped to {crop.width} × {crop.height}
        </p>
      )}
      {(preview ?? current) && (
        <img
          className="deal-picture-preview"
          src={preview ?? current}
          alt={`${label}, as the deal will show it`}
          style={{ aspectRatio: String(crop.ratio) }}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {choosing && (
        <ImageCropDialog
          title={`Crop the ${label.toLowerCase()}`}
          file={choosing}
          crop={crop}
          onCancel={() => setChoosing(null)}
          onDone={(file) => {
            setChoosing(null)
            onChange(file)
          }}
        />
      )}
    </div>
  )
}
