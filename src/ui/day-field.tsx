import { DateField } from './date-field'

/** A labelled day with its message under it. */
export function DayField(props: {
  id: string
  label: string
  value: string
  min?: string
  error?: string
  onChange: (day: string) => void
}) {
  const errorId = `${props.id}-error`
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <DateField
        id={props.id}
        calendarLabel={`Choose the ${props.label.toLowerCase()} on a calendar`}
        min={props.min}
        value={props.value}
        invalid={Boolean(props.error)}
        describedBy={props.error ? errorId : undefined}
        onChange={props.onChange}
      />
      {props.error && (
        <p id={errorId} className="field-error">
          {props.error}
        </p>
      )}
    </div>
  )
}
