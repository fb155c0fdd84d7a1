import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { DateField } from './date-field'

function Picker({ initial = '', onDay = () => {} }: { initial?: string; onDay?: (day: string) => void }) {
  const [day, setDay] = useState(initial)
  return (
    <>
      <label htmlFor="from">From</label>
      <DateField
        id="from"
        calendarLabel="Choose the From date on a calendar"
        value={day}
        onChange={(d) => {
          setDay(d)
          onDay(d)
        }}
      />
      <output>{day}</output>
    </>
  )
}

describe('DateField', () => {
  it('shows a day as DD-MM-YYYY, not in the browser’s mm/dd/yyyy', () => {
    render(<Picker initial="2027-04-03" />)
    expect(screen.getByLabelText('From')).toHaveValue('03-04-2027')
    expect(screen.getByLabelText('From')).toHaveAttribute('placeholder', 'DD-MM-YYYY')
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Choose the From date on a calendar' })).toBeInTheDocument()
  })

  it('reads a typed DD-MM-YYYY day, and says how to type one it cannot read', async () => {
    const onDay = vi.fn()
    render(<Picker onDay={onDay} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('From'), '31-02-2027')
    expect(onDay).toHaveBeenLastCalledWith('')
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('Type the date as DD-MM-YYYY.')
    await user.clear(screen.getByLabelText('From'))
    await user.type(screen.getByLabelText('From'), '28/02/2027')
    expect(onDay).toHaveBeenLastCalledWith('2027-02-28')
    await user.tab()
    expect(screen.getByLabelText('From')).toHaveValue('28-02-2027')
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'false')
  })
})
