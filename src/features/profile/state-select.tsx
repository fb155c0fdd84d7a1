import { searchState } from '../../api/lookups'
import { useCall } from '../../ui/use-call'
import { SelectField } from '../../ui/select-field'

type Props = {
  id: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** The state on file, offered while the list loads or if it cannot be loaded. */
  onFile: { id: number; name: string } | null | undefined
}

/** The profile's State field: the active states (search-state), saying so under the field when they cannot load. */
export function StateSelect({ id, value, onChange, error, onFile }: Props) {
  const states = useCall(() => searchState({ search: '', is_active: 1 }), [])
  return (
    <SelectField
      id={id}
      label="State"
      value={value}
      onChange={onChange}
      error={error ?? (states.status === 'failed' ? 'The states could not be loaded.' : undefined)}
      placeholder="Choose a state"
      options={(states.data?.states ?? (onFile ? [onFile] : [])).map((s) => ({ value: String(s.id), label: s.name }))}
    />
  )
}
