import './method-choice.css'

export type MethodOption<K extends string | number> = { id: K; name: string }

/**
 * How a person picks a payment method on every payment page (the deal's, a plan's, an ad's, commission): one row of
 * radios, the chosen one outlined. A method is a choice sent with the form, not a view to switch to, so it is a radio
 * group everywhere (docs/decisions/checkout.md). `note` says what happens next with the chosen method.
 */
export function MethodChoice<K extends string | number>({
  name,
  legend = 'Payment method',
  options,
  value,
  onChange,
  note,
}: {
  /** The radios' name (one group per page). */
  name: string
  legend?: string
  options: readonly MethodOption<K>[]
  /** The chosen method; null when none of these is (a deal paid with Hola points). */
  value: K | null
  onChange: (id: K) => void
  note?: string
}) {
  return (
    <fieldset className="payment-methods" aria-describedby={note ? `${name}-note` : undefined}>
      <legend>{legend}</legend>
      {options.map((m) => (
        <label key={m.id} className={`payment-method ${value === m.id ? 'is-chosen' : ''}`}>
          <input type="radio" name={name} value={m.id} checked={value === m.id} onChange={() => onChange(m.id)} />
          {m.name}
        </label>
      ))}
      {note && (
        <p id={`${name}-note`} className="payment-method-note">
          {note}
        </p>
      )}
    </fieldset>
  )
}
