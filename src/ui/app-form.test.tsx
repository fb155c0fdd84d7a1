import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type } from 'arktype'
import { ApiError } from '../api/client'
import { lengthLimits } from '../lib/form-rules'
import { upperCase, useAppForm } from './app-form'
import { SubmitForm } from './submit-form'
import { TextField } from './text-field'

const request = type({
  title: '0 < string <= 23',
  'note?': type('string <= 40').or('null'),
  comments: type.Record('string', 'string <= 7'),
  id: 'number.integer > 0',
})

function Probe({ send }: { send: (v: { title: string; note: string }) => Promise<void> }) {
  const f = useAppForm({ defaultValues: { title: '', note: '' }, limits: lengthLimits(request), onSubmit: send })
  return (
    <SubmitForm {...f.formProps}>
      <f.form.Field name="title" validators={f.rules.text('title')}>
        {(field) => <TextField label="Title" {...f.text(field)} />}
      </f.form.Field>
      <f.form.Field name="note">{(field) => <TextField label="Note" multiline {...f.text(field)} />}</f.form.Field>
      <button type="submit">Send</button>
    </SubmitForm>
  )
}

describe('lengthLimits', () => {
  it('reads each text field’s limit from the request schema, also inside a union and a record', () => {
    expect(lengthLimits(request)).toEqual({ title: 23, note: 40, comments: 7 })
  })

  it('gives a number typed as text the length of its largest value', () => {
    expect(lengthLimits(type({ amount: '0 <= number <= 99999999', id: 'number.integer > 0' }))).toEqual({ amount: 8 })
  })
})

describe('useAppForm', () => {
  it('gives each text field the schema’s maxLength', () => {
    render(<Probe send={vi.fn()} />)
    expect(screen.getByLabelText('Title')).toHaveAttribute('maxLength', '23')
    expect(screen.getByLabelText('Note')).toHaveAttribute('maxLength', '40')
  })

  it('checks the client rule on submit, with the schema’s limit in the message, and sends nothing', async () => {
    const send = vi.fn()
    render(<Probe send={send} />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('The title field is required.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus())
    expect(send).not.toHaveBeenCalled()
  })

  it('puts a 422’s messages under their fields, focuses the first, and clears one when its field is edited', async () => {
    const user = userEvent.setup()
    const send = vi.fn(async () => {
      throw new ApiError(422, 'The given data was invalid.', {
        title: ['The title has already been taken.'],
        note: ['The note is rude.'],
        other: ['Not a field of this form.'],
      })
    })
    render(<Probe send={send} />)
    await user.type(screen.getByLabelText('Title'), 'Masala chai')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const title = screen.getByLabelText('Title')
    expect(await screen.findByText('The title has already been taken.')).toBeInTheDocument()
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('The title has already been taken.')
    expect(screen.getByLabelText('Note')).toHaveAccessibleDescription('The note is rude.')
    expect(screen.queryByText('Not a field of this form.')).not.toBeInTheDocument()
    await waitFor(() => expect(title).toHaveFocus())

    await user.type(title, '!')
    expect(screen.queryByText('The title has already been taken.')).not.toBeInTheDocument()
    expect(screen.getByText('The note is rude.')).toBeInTheDocument()
  })
})

type Draft = { code: string; copy: string }
/** A form whose fields depend on each other: the copy must repeat the code. */
const draftErrors = (v: Draft) => {
  const found: Record<string, string[]> = {}
  if (!v.code) found.code = ['The code field is required.']
  if (v.copy !== v.code) found.copy = ['The copy must match the code.']
  return Object.keys(found).length ? found : null
}

function DraftProbe({ send }: { send: (v: Draft) => Promise<void> }) {
  const f = useAppForm({
    defaultValues: { code: '', copy: '' },
    limits: { code: 6 },
    formErrors: draftErrors,
    onSubmit: send,
    onError: (_error, placed) => {
      if (!placed) f.setProblem('Refused')
    },
  })
  return (
    <SubmitForm {...f.formProps}>
      <TextField label="Code" {...f.draft('code', upperCase)} />
      <TextField label="Copy" {...f.draft('copy', upperCase)} />
      {f.problem && <p role="alert">{f.problem}</p>}
      <button type="submit">Send</button>
    </SubmitForm>
  )
}

describe('useAppForm with a whole-form rule', () => {
  it('shows the rule’s messages after a submit, follows each edit, keeps codes in capitals, and sends when valid', async () => {
    const user = userEvent.setup()
    const send = vi.fn(async () => undefined)
    render(<DraftProbe send={send} />)
    const code = screen.getByLabelText('Code')
    expect(code).toHaveAttribute('maxLength', '6')
    expect(screen.queryByText('The code field is required.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('The code field is required.')).toBeInTheDocument()
    await waitFor(() => expect(code).toHaveFocus())
    await user.type(code, 'ab12')
    expect(code).toHaveValue('AB12')
    expect(screen.queryByText('The code field is required.')).not.toBeInTheDocument()
    expect(screen.getByText('The copy must match the code.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Copy'), 'ab12')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(send).toHaveBeenCalledWith({ code: 'AB12', copy: 'AB12' }))
  })

  it('puts a 422 under its fields until edited, and says any other refusal for the whole form', async () => {
    const user = userEvent.setup()
    const send = vi
      .fn<(v: Draft) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(422, 'Invalid', { code: ['The code has already been taken.'] }))
      .mockRejectedValueOnce(new ApiError(500, 'Server down', {}))
    render(<DraftProbe send={send} />)
    await user.type(screen.getByLabelText('Code'), 'x')
    await user.type(screen.getByLabelText('Copy'), 'x')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('The code has already been taken.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused')
    await user.type(screen.getByLabelText('Copy'), 'y')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
