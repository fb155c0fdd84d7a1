import createDOMPurify from 'dompurify'
import { RICH_TEXT_POLICY } from '../../src/lib/rich-text-policy'

/**
 * The DOM the sanitiser works on: the page's own window in the browser and in jsdom tests; the standalone server
 * (Node, no DOM) gives it a jsdom window when it starts (mock-server/http.ts).
 */
export const htmlRuntime: { window: Window | null } = { window: typeof window === 'undefined' ? null : window }

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A vendor's rich text made safe to store, with the page's own policy (src/lib/rich-text-policy.ts). Without a DOM
 * nothing can be parsed safely, so the markup is kept as escaped text rather than trusted.
 */
export function sanitiseDealHtml(html: string): string {
  const w = htmlRuntime.window
  if (!w) return escape(html)
  return createDOMPurify(w as never).sanitize(html, RICH_TEXT_POLICY) as unknown as string
}
