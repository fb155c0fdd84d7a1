import { describe, expect, it } from 'vitest'
import { pageWindow } from './page-window'

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 7, [1, 2, 3]],
    [2, 7, [1, 2, 3]],
    [4, 7, [3, 4, 5]],
    [7, 7, [5, 6, 7]],
    [9, 7, [5, 6, 7]],
  ])('page %i of %i shows %j', (current, last, pages) => {
    expect(pageWindow(current, last)).toEqual(pages)
  })
  it('takes another width', () => {
    expect(pageWindow(5, 10, 2)).toEqual([4, 5])
  })
})
