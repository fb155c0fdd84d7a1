import { useEffect, useRef, useState } from 'react'
import { IMAGE_ACCEPT, IMAGE_TYPES, ID_CARD_SIZE } from '../../lib/signup-rules'
import { ImageCropDialog } from '../../ui/image-crop-dialog'

/**
 * The student ID card on the profile: the one on file (or the new one, cropped to 150×200 like at sign-up), and a
 * button to replace it; a new card is sent with Save as `card_media`. A card that fails to load shows a placeholder
 * card instead (spec 1 §8: a failed image falls back to a default card image).
 */
export function IdCardPicker({ onFile, path, card, error }: { path: string | null; card: File | null; onFile: (file: File) => void; error?: string }) {
  const [picked, setPicked] = useState<File | null>(null)
  const [pickError, setPickError] = useState<string>()
  const [failed, setFailed] = useState(false)
  const [preview, setPreview] = useState<string | null>(null)
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!card) return setPreview(null)
    const url = URL.createObjectURL(card)
    setPreview(url)
    setFailed(false)
    return () => URL.revokeObjectURL(url)
  }, [card])
  const src = preview ?? path
  return (
    <div className="field id-card-field">
      <span className="field-label" id="id-card-label">
        Student ID card
      </span>
      {src && !failed ? (
        <img className="id-card" src={src} alt="Your student ID card" width={ID_CARD_SIZE.width} height={ID_CARD_SIZE.height} onError={() => setFailed(true)} />
      ) : (
        <div className="id-card id-card-placeholder" role="img" aria-label={src ? 'The student ID card could not be shown' : 'No student ID card on file'}>
          <span aria-hidden="true">ID</span>
        </div>
      )}
      <button type="button" className="button button-secondary button-small" aria-describedby="id-card-label" onClick={() => input.current?.click()}>
        {src ? 'Replace ID card' : 'Add ID card'}
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Choose a student ID card picture"
        onChange={(e) => {
          const file = e.target.files?.[0]
          e.target.value = ''
          if (!file) return
          if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setPickError('The Student ID Card must be a file of type: png, jpeg.')
          setPickError(undefined)
          setPicked(file)
        }}
      />
      {card && <p className="field-hint">New ID card: press Save to keep it.</p>}
      {(pickError ?? error) && <p className="field-error">{pickError ?? error}</p>}
      {picked && (
        <ImageCropDialog
          title="Crop your student ID card"
          file={picked}
          crop={{ ratio: ID_CARD_SIZE.width / ID_CARD_SIZE.height, ...ID_CARD_SIZE }}
          onCancel={() => setPicked(null)}
          onDone={(file) => {
            setPicked(null)
            onFile(file)
          }}
        />
      )}
    </div>
  )
}
