import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/** Vendor-written rich text (description, terms), sanitised: markup stays, scripts and event handlers never run. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html])
  return <div className={`deal-rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />
}
