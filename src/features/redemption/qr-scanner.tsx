import { useEffect, useRef, useState } from 'react'

/** Reads a QR code from pixels with jsQR, loaded on first use (it stays out of the entry bundle). */
async function readQr(image: ImageData): Promise<string | null> {
  const { default: jsQR } = await import('jsqr')
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null
}

function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData {
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!
  ctx.drawImage(source, 0, 0, width, height)
  return ctx.getImageData(0, 0, width, height)
}

/** A photo of a code (a file the vendor picked or took): its QR's text, or null. */
export async function readQrFromFile(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file)
  const scale = Math.min(1, 1200 / Math.max(bitmap.width, bitmap.height))
  return readQr(pixelsOf(bitmap, Math.round(bitmap.width * scale), Math.round(bitmap.height * scale)))
}

/**
 * The camera's view, read for a QR a few times a second until one is found (the vendor's redemption, spec 3 §2).
 * The stream is stopped when a code is read or the scanner closes.
 */
export function CameraScanner({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const done = useRef(onCode)
  done.current = onCode

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let live = true
    const stop = () => {
      live = false
      clearTimeout(timer)
      stream?.getTracks().forEach((t) => t.stop())
    }
    const tick = async () => {
      const v = video.current
      if (!live || !v) return
      if (v.readyState >= 2 && v.videoWidth > 0) {
        const code = await readQr(pixelsOf(v, v.videoWidth, v.videoHeight))
        if (code && live) {
          stop()
          done.current(code)
          return
        }
      }
      if (live) timer = setTimeout(() => void tick(), 200)
    }
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        if (!live) {
          s.getTracks().forEach((t) => t.stop())
          return
        }
        stream = s
        const v = video.current!
        v.srcObject = s
        void v.play().catch(() => {})
        void tick()
      })
      .catch(() =>
        setProblem('The camera could not be opened. Allow camera access, or scan a photo of the code instead.'),
      )
    if (!navigator.mediaDevices) setProblem('This browser cannot open a camera. Scan a photo of the code instead.')
    return stop
  }, [])

  return (
    <div className="qr-camera">
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <>
          <video
            ref={video}
            muted
            playsInline
            aria-label="Camera view: hold the deal code's QR in front of the camera"
          />
          <p role="status">Looking for a QR code…</p>
        </>
      )}
      <button type="button" className="button button-secondary" onClick={onClose}>
        Stop scanning
      </button>
    </div>
  )
}
