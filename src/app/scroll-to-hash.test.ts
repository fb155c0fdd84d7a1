import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollToHashOrTop } from './scroll-to-hash'

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('scroll on navigation', () => {
  it('goes to the top when there is no hash', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollToHashOrTop('')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('scrolls to the hash target, also when the screen renders it a moment later', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const seen: string[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      seen.push(this.id)
    }
    scrollToHashOrTop('#phone%20field')
    expect(seen).toEqual([])
    // The lazily loaded screen arrives after navigation.
    await new Promise((r) => setTimeout(r, 50))
    const field = document.createElement('input')
    field.id = 'phone field'
    document.body.append(field)
    await vi.waitFor(() => expect(seen).toEqual(['phone field']))
  })

  it('stops looking once the next navigation cancels it', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const seen: string[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      seen.push(this.id)
    }
    const cancel = scrollToHashOrTop('#later')
    cancel()
    const el = document.createElement('div')
    el.id = 'later'
    document.body.append(el)
    await new Promise((r) => setTimeout(r, 100))
    expect(seen).toEqual([])
  })
})
