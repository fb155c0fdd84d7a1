import { useEffect, useRef } from 'react'
import Quill from 'quill'
import 'quill/dist/quill.snow.css'
import type { RichTextEditorProps } from './rich-text-types'

/** Spec 2 §5: the add page's toolbar and the correction page's. */
export const TOOLBARS = {
  add: [
    ['bold', 'italic', 'underline'],
    [{ list: 'ordered' }, { list: 'bullet' }],
    ['image', 'code-block'],
  ],
  correction: [
    ['bold', 'italic', 'underline'],
    [{ list: 'ordered' }, { list: 'bullet' }],
  ],
}

/** Quill's toolbar buttons carry only icons: each gets its name (a button without one fails WCAG 4.1.2). */
const BUTTON_NAMES: Array<[string, string]> = [
  ['.ql-bold', 'Bold'],
  ['.ql-italic', 'Italic'],
  ['.ql-underline', 'Underline'],
  ['.ql-list[value="ordered"]', 'Numbered list'],
  ['.ql-list[value="bullet"]', 'Bulleted list'],
  ['.ql-image', 'Insert picture'],
  ['.ql-code-block', 'Code block'],
]

/** The Quill editor behind RichTextEditor (loaded only where a form needs it). */
export default function QuillEditor({
  id,
  labelId,
  value,
  onChange,
  toolbar,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null)
  const changed = useRef(onChange)
  changed.current = onChange
  const initial = useRef(value)

  useEffect(() => {
    const node = host.current!
    const container = document.createElement('div')
    node.appendChild(container)
    const quill = new Quill(container, { theme: 'snow', modules: { toolbar: TOOLBARS[toolbar] } })
    if (initial.current) quill.clipboard.dangerouslyPasteHTML(initial.current)
    for (const [selector, name] of BUTTON_NAMES)
      node.querySelectorAll(selector).forEach((b) => b.setAttribute('aria-label', name))
    node.querySelector('.ql-toolbar')?.setAttribute('aria-label', 'Formatting')
    node.querySelector('.ql-toolbar')?.setAttribute('role', 'toolbar')
    const editor = quill.root
    editor.id = id
    editor.setAttribute('role', 'textbox')
    editor.setAttribute('aria-multiline', 'true')
    editor.setAttribute('aria-labelledby', labelId)
    quill.on('text-change', () =>
      changed.current(quill.getText().trim() === '' && !editor.querySelector('img') ? '' : editor.innerHTML),
    )
    return () => {
      node.innerHTML = ''
    }
  }, [id, labelId, toolbar])

  useEffect(() => {
    const editor = host.current?.querySelector('.ql-editor')
    if (!editor) return
    editor.setAttribute('aria-invalid', String(Boolean(invalid)))
    if (describedBy) editor.setAttribute('aria-describedby', describedBy)
    else editor.removeAttribute('aria-describedby')
  }, [invalid, describedBy])

  return <div ref={host} className={invalid ? 'rich-editor is-invalid' : 'rich-editor'} />
}
