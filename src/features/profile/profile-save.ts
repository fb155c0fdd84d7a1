import { ApiError } from '../../api/client'
import { notify } from '../../state/ui'

type Options = {
  /** The photo's error belongs to the left column, not to a field of the form. */
  onPhotoError: (text: string | undefined) => void
  onSaved: () => void
}
type Found = Readonly<Record<string, readonly string[]>>

/**
 * What both profile forms (customer and vendor) hand useAppForm around Save: the client's refusals of the photo and
 * the documents said where they show (the left column, a notice), every 422 text under its field (the documents' and
 * their types' too), anything else as a notice; a save says the server's message and reloads the profile.
 */
export function profileSave({ onPhotoError, onSaved }: Options) {
  return {
    onInvalid: (found: Found) => {
      onPhotoError(found.image?.[0])
      if (found.documents?.[0]) notify('error', found.documents[0])
    },
    placeErrors: (errors: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts[0] ?? ''])),
    onError: (e: unknown) => {
      if (e instanceof ApiError && e.status === 422) onPhotoError(e.field('image'))
      notify('error', e instanceof ApiError ? e.message : 'Something went wrong')
    },
    send: async (call: () => Promise<{ message: string }>) => {
      const res = await call()
      notify('success', res.message)
      onSaved()
    },
  }
}
