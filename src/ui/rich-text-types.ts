/** What the rich-text editor takes: the wrapper and its lazily loaded Quill body (quill-editor.tsx) alike. */
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
