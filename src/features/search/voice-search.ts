/** Voice search (spec 3 §9): en-US, five alternatives, offered only where the browser has speech recognition. */

type Recognition = {
  lang: string
  maxAlternatives: number
  interimResults: boolean
  continuous: boolean
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string; confidence: number }>> }) => void) | null
  onerror: ((e: { error: string }) => void) | null
  onend: (() => void) | null
  start(): void
  abort(): void
}
type RecognitionConstructor = new () => Recognition

const VOICE_LANGUAGE = 'en-US'
const VOICE_ALTERNATIVES = 5

/** The browser's recognition constructor (standard or webkit-prefixed), or null. */
export function speechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor
    webkitSpeechRecognition?: RecognitionConstructor
  }
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null
}

type VoiceCallbacks = {
  /** The heard phrases, most likely first (up to five). */
  onHeard: (alternatives: string[]) => void
  onError: (error: string) => void
  onEnd: () => void
}

/** Listens for one phrase; returns a function that stops listening. */
export function listenOnce(Recognition: RecognitionConstructor, callbacks: VoiceCallbacks): () => void {
  const r = new Recognition()
  r.lang = VOICE_LANGUAGE
  r.maxAlternatives = VOICE_ALTERNATIVES
  r.interimResults = false
  r.continuous = false
  r.onresult = (e) => {
    const first = e.results[0]
    if (!first) return
    const heard = Array.from({ length: first.length }, (_, i) => first[i]!)
      .sort((a, b) => b.confidence - a.confidence)
      .map((a) => a.transcript.trim())
      .filter(Boolean)
    if (heard.length) callbacks.onHeard(heard)
  }
  r.onerror = (e) => callbacks.onError(e.error)
  r.onend = callbacks.onEnd
  r.start()
  return () => r.abort()
}
