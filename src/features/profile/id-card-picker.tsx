import { useEffect, useState } from 'react'
import { ID_CARD_FRAMES } from '../../lib/signup-rules'
import { PictureButton, useObjectUrl } from '../../ui/picture-button'
import { pictureShape } from '../../ui/picture-shape'

const frameFor = (file: File) => pictureShape(file).then((shape) => ID_CARD_FRAMES[shape])

/**
 * The student ID card on the profile: the one on file (or the new one, cropped to 150×200, or 200×150 for a card
 * printed landscape, like at sign-up), shown whole in its own shape, and a
 * button to replace it; a new card is sent with Save as `card_media`. A card that fails to load shows a placeholder
 * card instead (spec 1 §8: a failed image falls back to a default card image).
 */
export function IdCardPicker({
  onFile,
  path,
  card,
  error,
}: {
  path: string | null
  card: File | null
  onFile: (file: File) => void
  error?: string
}) {
  const [pickError, setPickError] = useState<string>()
  const [failed, setFailed] = useState(false)
  const preview = useObjectUrl(card)
  // A new card is a new picture: show it even if the one on file failed.
  useEffect(() => setFailed(false), [card])
  const src = preview ?? path
  return (
    <div className="field id-card-field">
      <span className="field-label" id="id-card-label">
        Student ID card
      </span>
      {src && !failed ? (
        <img className="id-card" src={src} alt="Your student ID card" onError={() => setFailed(true)} />
      ) : (
        <div
          className="id-card id-card-placeholder"
          role="img"
          aria-label={src ? 'The student ID card could not be shown' : 'No student ID card on file'}
        >
          <span aria-hidden="true">ID</span>
        </div>
      )}
      <PictureButton
        label={src ? 'Replace ID card' : 'Add ID card'}
        chooseLabel="Choose a student ID card picture"
        cropTitle="Crop your student ID card"
        crop={frameFor}
        refusalName="Student ID Card"
        onRefused={setPickError}
        onPicture={onFile}
      />
      {card && <p className="field-hint">New ID card: press Save to keep it.</p>}
      {(pickError ?? error) && <p className="field-error">{pickError ?? error}</p>}
    </div>
  )
}
