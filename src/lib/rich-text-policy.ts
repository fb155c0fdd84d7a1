/**
 * What rich text may hold (content pages, deal descriptions and terms), as DOMPurify options: plain HTML, no
 * scripts, event handlers, styles, forms or frames. The page sanitises what it shows with it (src/ui/rich-text.tsx)
 * and the mock backend sanitises what vendors send with the same policy.
 */
export const RICH_TEXT_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe'],
  FORBID_ATTR: ['style'],
}
