/**
 * A rule checked on submit and, once the visitor has tried to submit, on every change (so fixing a field clears its
 * error). Not on blur: an error appearing as the pointer goes down on Subscribe would move the button away from it.
 */
export const checkedOnSubmit = <V>(rule: (value: V) => string | undefined) => ({
  onSubmit: ({ value }: { value: V }) => rule(value),
  onChange: ({ value, fieldApi }: { value: V; fieldApi: { form: { state: { submissionAttempts: number } } } }) =>
    fieldApi.form.state.submissionAttempts > 0 ? rule(value) : undefined,
})
