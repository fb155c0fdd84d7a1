import { lazy, Suspense } from 'react'
import './rich-text-editor.css'

export type RichTextEditorProps = {
  /** The editable area's id (a label's target for tests and skip links). */
  id: string
  /** The id of the element that names the editor (its visible label). */
  labelId: string
  /** HTML; '' when empty. */
  value: string
  onChange: (html: string) => void
  /** Spec 2 §5: the add page's toolbar (with picture and code block) or the correction page's. */
  toolbar: 'add' | 'correction'
  invalid?: boolean
  describedBy?: string
}

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
