import type { FormHTMLAttributes, Ref } from 'react'

type Props = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  /** The form library's submit (TanStack Form's handleSubmit): it runs the field checks, then the form's onSubmit. */
  onSubmit: () => unknown
  ref?: Ref<HTMLFormElement>
}

/**
 * A form whose fields are checked by the app, not the browser (noValidate: our messages, under the fields, in the
 * spec's words), and whose submit goes to the form library instead of reloading the page.
 */
export function SubmitForm({ onSubmit, ...form }: Props) {
  return (
    <form
      {...form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void onSubmit()
      }}
    />
  )
}
