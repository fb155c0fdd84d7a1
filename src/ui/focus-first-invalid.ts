/** After a refused submit, keyboard and screen-reader users land on the first field to fix (once its error has rendered). */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  setTimeout(
    () =>
      form
        ?.querySelector<HTMLElement>(
          'input[aria-invalid="true"], select[aria-invalid="true"], textarea[aria-invalid="true"], fieldset[aria-invalid="true"] input',
        )
        ?.focus(),
    0,
  )
}
