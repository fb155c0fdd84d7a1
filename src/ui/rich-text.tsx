import DOMPurify from 'dompurify'
import { useMemo, type MouseEvent } from 'react'
import { useLocation } from 'wouter'
import { isFilePath } from '../lib/file-name'
import { RICH_TEXT_POLICY } from '../lib/rich-text-policy'
import { semanticQuillMarkup } from './quill-markup'

let configured = false
/**
 * The policy is set on the page's DOMPurify once (rich text is its only user in the app): given with every call,
 * DOMPurify parses and copies it each time, most of a first sanitise on the deal page's first screen.
 */
function configure() {
  if (configured) return
  DOMPurify.setConfig({ ...RICH_TEXT_POLICY, RETURN_DOM: true })
  configured = true
}

/**
 * CMS HTML made safe to show: scripts, event handlers (onerror, onclick…), javascript: links and anything outside
 * plain HTML are dropped; links that leave the site open in a new tab without access to this page. A vendor's Quill
 * markup becomes the lists and code it means (./quill-markup.ts).
 */
export function sanitise(html: string): string {
  configure()
  // The set policy returns the sanitised tree (RETURN_DOM), which DOMPurify's types cannot see.
  const body = DOMPurify.sanitize(html) as unknown as HTMLElement
  semanticQuillMarkup(body)
  // External links: a new tab without window.opener (on the inert sanitised tree, so no global DOMPurify hook is needed).
  for (const a of body.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const href = a.getAttribute('href') ?? ''
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      a.setAttribute('target', '_blank')
      a.setAttribute('rel', 'noopener noreferrer')
    }
  }
  return body.innerHTML
}

/** Rich text from the CMS or a vendor (content pages, deal descriptions and terms). Links to our own pages move within the app instead of reloading it. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitise(html), [html])
  const [, navigate] = useLocation()

  function onClick(e: MouseEvent<HTMLDivElement>) {
    const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
    if (
      !a ||
      a.target === '_blank' ||
      e.defaultPrevented ||
      e.button !== 0 ||
      e.metaKey ||
      e.ctrlKey ||
      e.shiftKey ||
      e.altKey
    )
      return
    const url = new URL(a.href, window.location.href)
    // A file of ours (the partner kit's PDF) is not a page of the app: the browser opens or downloads it.
    if (url.origin !== window.location.origin || a.hasAttribute('download') || isFilePath(url.pathname)) return
    e.preventDefault()
    navigate(url.pathname + url.search + url.hash)
  }

  // The HTML is sanitised above; this is the one place content pages put markup on the page.
  return <div className={`rich-text ${className ?? ''}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />
}
