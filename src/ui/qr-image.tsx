import { useEffect, useState } from 'react'

/**
 * A QR code of `text` as an image, drawn in the browser by the qrcode library, loaded only when a QR is first shown
 * (it stays out of the entry bundle). The image's alt text says what it encodes, so it is never the only carrier.
 */
export function QrImage({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' }).then((url) => live && setSrc(url)),
    )
    return () => {
      live = false
    }
  }, [text, size])
  return src ? (
    <img src={src} alt={label} width={size} height={size} className="qr-image" data-qr={text} />
  ) : (
    <span
      className="qr-image qr-image-loading"
      style={{ width: size, height: size, display: 'inline-block' }}
      role="img"
      aria-label={label}
    />
  )
}
