import { describe, expect, it } from 'vitest'
import { firstError } from './form-errors'

describe('firstError', () => {
  it('takes the first string or issue message, skipping empty ones', () => {
    expect(
      firstError([undefined, null, '', { message: '' }, { message: 'The title field is required.' }, 'later']),
    ).toBe('The title field is required.')
    expect(firstError(['Star required field'])).toBe('Star required field')
    expect(firstError([])).toBeUndefined()
  })
})
