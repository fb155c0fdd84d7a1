import createDOMPurify from 'dompurify'
import { RICH_TEXT_POLICY } from '../../../src/lib/rich-text-policy'

/**
 * The DOM the sanitiser works on: the page's own window in jsdom tests (and in the page, which sanitises for the mock's
 * worker); the standalone server (Node, no DOM) gives it a jsdom window when it starts (mock-server/http.ts). The
 * browser mock runs in a worker, which has no DOM: there `elsewhere` hands the text to the page and waits for it
 * (mock-server/browser-worker.ts), so every runtime sanitises with DOMPurify and the same policy.
 */
export const htmlRuntime: { window: Window | null; elsewhere: ((html: string) => Promise<string>) | null } = {
  window: typeof window === 'undefined' ? null : window,
  elsewhere: null,
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A vendor's rich text made safe to store, with the page's own policy (src/lib/rich-text-policy.ts). Without a DOM
 * nothing can be parsed safely, so the markup is kept as escaped text rather than trusted.
 */
export async function sanitiseDealHtml(html: string): Promise<string> {
  if (htmlRuntime.elsewhere) return htmlRuntime.elsewhere(html)
  const w = htmlRuntime.window
  if (!w) return escape(html)
  return createDOMPurify(w as never).sanitize(html, RICH_TEXT_POLICY) as unknown as string
}
