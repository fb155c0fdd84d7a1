import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { DialogNoticeSlot } from './notices'

type Props = {
  title: string
  onClose: () => void
  children: ReactNode
  /** 'dialog' centred (default) or 'drawer' sliding from the right. */
  variant?: 'dialog' | 'drawer'
  labelledBy?: string
  className?: string
}

/** An accessible modal: focus moves in, Tab stays inside, Escape and the backdrop close it, focus returns on close. */
export function Modal({ title, onClose, children, variant = 'dialog', className }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const close = useRef(onClose)
  close.current = onClose
  // Taken while rendering, before the commit runs any autoFocus inside the dialog, so it is what had focus before.
  const [before] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  )

  useEffect(() => {
    const node = ref.current!
    const first = node.querySelector<HTMLElement>(
      '[autofocus], input, select, textarea, button:not(.modal-close), [href]',
    )
    ;(first ?? node).focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current()
      if (e.key !== 'Tab') return
      const items = [
        ...node.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ]
      if (items.length === 0) return
      const [head, tail] = [items[0]!, items[items.length - 1]!]
      if (e.shiftKey && document.activeElement === head) {
        e.preventDefault()
        tail.focus()
      } else if (!e.shiftKey && document.activeElement === tail) {
        e.preventDefault()
        head.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      // Back to what opened the dialog; if that is gone, to the page's content rather than nowhere.
      if (!before || before === document.body) return
      if (before.isConnected) before.focus()
      else document.getElementById('main')?.focus({ preventScroll: true })
    }
  }, [before])

  // Portalled to <body> so no transformed or clipped ancestor (a carousel, a card) can trap it.
  return createPortal(
    <div className={`modal-backdrop modal-${variant}`} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        {/* A div, not <header>: outside main and sections a header is a second banner landmark (axe landmark-unique). */}
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button modal-close" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="modal-body">{children}</div>
        {/* After the content: a notice that comes or goes moves nothing a person is about to press. */}
        <DialogNoticeSlot />
      </div>
    </div>,
    document.body,
  )
}
