import { useRef, useState } from 'react'
import { ApiError } from '../../api/client'
import type { FieldErrors } from '../../lib/signup-rules'
import { notify } from '../../state/ui'
import { focusFirstInvalid } from '../../ui/focus-first-invalid'

type Options = {
  /** The photo's error belongs to the left column, not to a field of the form. */
  onPhotoError: (text: string | undefined) => void
  onSaved: () => void
}

/**
 * A profile form's Save (customer and vendor alike): the client's refusals first (errors under their fields, focus on
 * the first), then the multipart call; its 422 texts land under their fields, anything else is a notice.
 */
export function useProfileSave({ onPhotoError, onSaved }: Options) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const form = useRef<HTMLFormElement>(null)

  /** Clears a field's error as the user edits it. */
  const edited = (field: string) => setErrors((e) => ({ ...e, [field]: [] }))
  const err = (field: string) => errors[field]?.[0]

  async function save(found: FieldErrors | null, send: () => Promise<{ message: string }>) {
    if (busy) return
    if (found && Object.keys(found).length) {
      setErrors(found)
      onPhotoError(found.image?.[0])
      if (found.documents?.[0]) notify('error', found.documents[0])
      focusFirstInvalid(form.current)
      return
    }
    setBusy(true)
    try {
      const res = await send()
      notify('success', res.message)
      onSaved()
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        setErrors(e.errors)
        onPhotoError(e.field('image'))
        focusFirstInvalid(form.current)
      }
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong')
    } finally {
      setBusy(false)
    }
  }

  return { form, errors, err, edited, busy, save }
}
