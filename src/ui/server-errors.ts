import { useState } from 'react'
import { firstError } from './form-errors'

/** The parts of a TanStack Form text field a TextField binds to. */
type TextFieldApi = {
  state: { value: string; meta: { errors: readonly unknown[] } }
  handleBlur: () => void
  handleChange: (value: string) => void
}

/**
 * A form's answers from the server (a 422's message per field): each stays under its field until the user edits
 * that field. `bind` gives a TextField its value, blur and edits, and the error to show: the client's check first.
 */
export function useServerErrors<Name extends string>() {
  const [server, setServer] = useState<Partial<Record<Name, string>>>({})
  const clear = (name: Name) => {
    if (server[name]) setServer((s) => ({ ...s, [name]: undefined }))
  }
  const bind = (name: Name, field: TextFieldApi) => ({
    value: field.state.value,
    onBlur: field.handleBlur,
    onChange: (value: string) => {
      clear(name)
      field.handleChange(value)
    },
    error: firstError(field.state.meta.errors) ?? server[name],
  })
  return { server, setServer, clear, bind }
}
