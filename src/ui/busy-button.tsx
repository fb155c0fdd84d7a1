import type { ButtonHTMLAttributes } from 'react'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** While true the button ignores presses and says it is busy. */ busy: boolean
}

/**
 * A button that stays focusable while its action runs. A `disabled` button loses keyboard focus in Chromium the
 * moment it is disabled (focus falls to <body>), so a busy button is `aria-disabled` and ignores presses instead;
 * for a submit button that also stops the form submitting again (Enter in a field "clicks" it too).
 */
export function BusyButton({ busy, onClick, className, children, ...rest }: Props) {
  return (
    <button
      {...rest}
      className={className}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(e) => {
        if (busy) {
          e.preventDefault()
          return
        }
        onClick?.(e)
      }}
    >
      {children}
    </button>
  )
}
