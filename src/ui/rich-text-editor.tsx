import { lazy, Suspense } from 'react'
import './rich-text-editor.css'
import type { RichTextEditorProps } from './rich-text-types'

export type { RichTextEditorProps } from './rich-text-types'

// Quill (about 50 KB gzip) loads only with the first form that edits rich text.
const QuillEditor = lazy(() => import('./quill-editor'))

/** A rich-text editor (Quill), at least 180 px high (spec 2 §5), loaded on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rich-editor-loading" role="status">
          Loading the editor…
        </div>
      }
    >
      <QuillEditor {...props} />
    </Suspense>
  )
}
