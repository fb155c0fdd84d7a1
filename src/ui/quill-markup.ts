/**
 * Quill 2 stores its own markup, not plain HTML: every list is an `<ol>` whose items say their kind
 * (`<li data-list="bullet">`), nesting is a class (`ql-indent-2`), each item carries an empty `span.ql-ui` for its
 * marker, and a code block is a `div.ql-code-block` per line. Shown as it is, a bulleted list reads as a numbered one
 *. We store exactly what the editor wrote (so the correction page gets back the same content) and, where it
 * is shown, turn it into the HTML it means: `<ul>`/`<ol>` nested by level, and `<pre><code>`.
 */
export function semanticQuillMarkup(root: Element): void {
  for (const ui of root.querySelectorAll('span.ql-ui')) ui.remove()
  for (const list of root.querySelectorAll('ol, ul')) if (list.querySelector(':scope > li[data-list]')) regroup(list)
  for (const block of root.querySelectorAll('div.ql-code-block-container')) {
    const pre = block.ownerDocument.createElement('pre')
    const code = block.ownerDocument.createElement('code')
    code.textContent = [...block.querySelectorAll('.ql-code-block')].map((line) => line.textContent).join('\n')
    pre.append(code)
    block.replaceWith(pre)
  }
}

const levelOf = (li: Element) => Number(/(?:^|\s)ql-indent-(\d+)/.exec(li.className)?.[1] ?? 0)
const tagOf = (li: Element) => (li.getAttribute('data-list') === 'ordered' ? 'ol' : 'ul')

/** One Quill list (flat items with kinds and levels) as nested lists, a new list wherever the kind changes. */
function regroup(list: Element) {
  const doc = list.ownerDocument
  const out = doc.createDocumentFragment()
  const open: Array<{ level: number; list: Element }> = []
  for (const li of [...list.querySelectorAll(':scope > li')]) {
    const level = levelOf(li)
    const tag = tagOf(li)
    while (open.length > 0 && open.at(-1)!.level > level) open.pop()
    if (open.at(-1)?.level === level && open.at(-1)!.list.tagName.toLowerCase() !== tag) open.pop()
    if (open.at(-1)?.level !== level) {
      const fresh = doc.createElement(tag)
      const parent = open.at(-1)?.list.lastElementChild ?? null
      ;(parent ?? out).append(fresh)
      open.push({ level, list: fresh })
    }
    li.removeAttribute('data-list')
    li.classList.remove(`ql-indent-${level}`)
    if (li.classList.length === 0) li.removeAttribute('class')
    open.at(-1)!.list.append(li)
  }
  list.replaceWith(out)
}
