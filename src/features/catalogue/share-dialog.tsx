import { useEffect, useRef, useState } from 'react'
import { Modal } from '../../ui/modal'
import { notify } from '../../state/ui'

/** Spec 2 §9: the copy confirmation lasts 1 s. */
const COPIED_MS = 1000

/** Where a deal can be shared (spec 2 §2): each link carries the deal's address. */
function shareLinks(url: string, name: string) {
  const u = encodeURIComponent(url)
  const text = encodeURIComponent(`${name} on Hola Deals`)
  return [
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { label: 'Whatsapp', href: `https://wa.me/?text=${text}%20${u}` },
    { label: 'Email', href: `mailto:?subject=${text}&body=${encodeURIComponent(`${name}: ${url}`)}` },
    { label: 'SMS', href: `sms:?&body=${text}%20${u}` },
  ]
}

/** The share dialog of the deal page: Facebook, Twitter, Whatsapp, Email and SMS, and copying the link. */
export function ShareDialog({ url, name, onClose }: { url: string; name: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      notify('error', 'Oops, unable to copy')
    }
  }

  return (
    <Modal title="Share this deal" onClose={onClose}>
      <p className="share-name">{name}</p>
      <ul className="share-links">
        {shareLinks(url, name).map((l) => (
          <li key={l.label}>
            <a
              href={l.href}
              target={l.href.startsWith('http') ? '_blank' : undefined}
              rel="noopener noreferrer"
              className={`share-link share-${l.label.toLowerCase()}`}
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
      <div className="field share-copy">
        <label htmlFor="share-url">Deal link</label>
        <div className="inline-field">
          <input id="share-url" value={url} readOnly onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
        <span className="visually-hidden" aria-live="polite">
          {copied ? 'Link copied' : ''}
        </span>
      </div>
    </Modal>
  )
}
