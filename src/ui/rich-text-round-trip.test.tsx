import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import Quill, { type Delta, type Op } from 'quill'
import { sanitiseDealHtml } from '../../mock-server/areas/vendor-deals/deal-html'
import { TOOLBARS } from './quill-editor'
import { RichText } from './rich-text'

/**
 * A Quill editor in a box of its own, removed afterwards with the toolbar Quill puts beside it: the unit project's
 * files share one document, so nothing may be left behind.
 */
function withQuill<T>(write: (quill: Quill) => T): T {
  const box = document.body.appendChild(document.createElement('div'))
  try {
    return write(new Quill(box.appendChild(document.createElement('div')), { theme: 'snow' }))
  } finally {
    box.remove()
  }
}

/** What a vendor writes in Quill: the editor's own markup, exactly as the form sends it. */
const written = (ops: Op[]): { html: string; contents: Delta } =>
  withQuill((quill) => {
    quill.setContents(ops)
    return { html: quill.root.innerHTML, contents: quill.getContents() }
  })

/** What the correction page's editor makes of stored markup. */
const reopened = (html: string): Delta =>
  withQuill((quill) => {
    quill.clipboard.dangerouslyPasteHTML(html)
    return quill.getContents()
  })

const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/** Each format the toolbars offer: what the vendor writes, and what the deal page must show for it. */
const FORMATS: Record<string, { ops: Op[]; shows: (page: HTMLElement) => void }> = {
  bold: {
    ops: [{ insert: 'Free refill', attributes: { bold: true } }, { insert: '\n' }],
    shows: (page) => expect(page.querySelector('strong')).toHaveTextContent('Free refill'),
  },
  italic: {
    ops: [{ insert: 'Weekdays only', attributes: { italic: true } }, { insert: '\n' }],
    shows: (page) => expect(page.querySelector('em')).toHaveTextContent('Weekdays only'),
  },
  underline: {
    ops: [{ insert: 'Show your ID', attributes: { underline: true } }, { insert: '\n' }],
    shows: (page) => expect(page.querySelector('u')).toHaveTextContent('Show your ID'),
  },
  'list:ordered': {
    ops: [
      { insert: 'Order' },
      { insert: '\n', attributes: { list: 'ordered' } },
      { insert: 'Show the code' },
      { insert: '\n', attributes: { list: 'ordered' } },
    ],
    shows: (page) => {
      expect([...page.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['Order', 'Show the code'])
      expect(page.querySelector('ul')).toBeNull()
    },
  },
  'list:bullet': {
    ops: [
      { insert: 'Masala chai' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'Bun maska' },
      { insert: '\n', attributes: { list: 'bullet' } },
      { insert: 'Only the bun' },
      { insert: '\n', attributes: { list: 'bullet', indent: 1 } },
      { insert: 'Then pay' },
      { insert: '\n', attributes: { list: 'ordered' } },
    ],
    shows: (page) => {
      // Bullets, not numbers; a nested item inside its parent; a numbered item after them is its own list.
      const bullets = page.querySelector(':scope > div > ul')!
      expect([...bullets.querySelectorAll(':scope > li')].map((li) => li.firstChild?.textContent)).toEqual([
        'Masala chai',
        'Bun maska',
      ])
      expect(bullets.querySelector('li > ul > li')).toHaveTextContent('Only the bun')
      expect(page.querySelector(':scope > div > ol > li')).toHaveTextContent('Then pay')
      expect(page.querySelector('[data-list], .ql-ui, [class*="ql-indent"]')).toBeNull()
    },
  },
  image: {
    ops: [{ insert: { image: PICTURE } }, { insert: '\n' }],
    shows: (page) => expect(page.querySelector('img')).toHaveAttribute('src', PICTURE),
  },
  'code-block': {
    ops: [
      { insert: 'CHAI50' },
      { insert: '\n', attributes: { 'code-block': true } },
      { insert: 'at the counter' },
      { insert: '\n', attributes: { 'code-block': true } },
    ],
    shows: (page) => expect(page.querySelector('pre > code')?.textContent).toBe('CHAI50\nat the counter'),
  },
}

/** 'bold', 'list:bullet' … for every button of every toolbar. */
const offered = [
  ...new Set(
    Object.values(TOOLBARS)
      .flat(2)
      .map((f) => (typeof f === 'string' ? f : Object.entries(f).map(([k, v]) => `${k}:${String(v)}`)[0]!)),
  ),
]

describe('rich text a vendor writes, through our sanitiser to the deal page', () => {
  it('has a case for every format the toolbars offer', () => {
    expect(offered.sort()).toEqual(Object.keys(FORMATS).sort())
  })

  it.each(offered)('%s: stored as written, reopens the same, shows as meant', async (format) => {
    const { ops, shows } = FORMATS[format]!
    const { html, contents } = written(ops)
    const stored = await sanitiseDealHtml(html)
    // The correction page's editor gets back exactly what was written.
    expect(reopened(stored).ops).toEqual(contents.ops)
    const { container } = render(<RichText html={stored} />)
    shows(container)
  })
})
