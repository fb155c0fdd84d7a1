import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '../../../mock-server/node'
import { HeaderSearch } from './header-search'

const box = () => screen.getByRole('combobox', { name: 'Search deals, outlets and products' })
const results = () => screen.findByRole('listbox', { name: 'Search results' }, { timeout: 3000 })

afterEach(() => {
  vi.useRealTimers()
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition
  window.history.replaceState(null, '', '/')
})

describe('header search', () => {
  it('searches after the pause and groups the results; the arrows and Enter open one', async () => {
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.type(box(), 'chai point')
    // Nothing is asked before the 800 ms pause.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    const list = await results()
    const vendors = within(list).getByRole('group', { name: 'Vendors' })
    expect(within(vendors).getByRole('option', { name: 'Chai Point Koramangala' })).toBeInTheDocument()
    expect(box()).toHaveAttribute('aria-expanded', 'true')

    const options = within(list).getAllByRole('option')
    await user.keyboard('{ArrowDown}')
    expect(options[0]).toHaveAttribute('aria-selected', 'true')
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id)
    await user.keyboard('{ArrowUp}')
    expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    expect(window.location.pathname).toBe('/vendor/vendor-deals/beef0000-0000-4000-8000-000000000101')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('Enter with several results and none chosen shows them all rather than opening the first', async () => {
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.type(box(), 'biryani')
    const list = await results()
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(1)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(window.location.pathname).toBe('/')
    expect(await results()).toBeVisible()
    await user.keyboard('{Enter}')
    expect(window.location.pathname).toBe('/')
    expect(within(await results()).getAllByRole('option').length).toBeGreaterThan(1)
  })

  it('sends no search-deals request 799 ms after the last keystroke and exactly one at 800 ms', async () => {
    // Only the timers are fake: promises (the client, msw) run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const sent: string[] = []
    const onStart = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/search-deals') sent.push(request.url)
    }
    server.events.on('request:start', onStart)
    try {
      render(<HeaderSearch />)
      const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
      // Keystrokes 600 ms apart (fireEvent: user-event's own waits sit on the faked setTimeout): each one restarts
      // the wait, so 1.8 s of typing sends nothing.
      for (const text of ['c', 'ch', 'cha', 'chai']) {
        fireEvent.change(box(), { target: { value: text } })
        await wait(600)
      }
      expect(sent).toEqual([])
      expect(screen.queryByRole('status')).not.toBeInTheDocument()

      // 799 ms after the last keystroke (600 already passed): still nothing asked.
      await wait(199)
      expect(sent).toEqual([])
      expect(screen.queryByText('Searching…')).not.toBeInTheDocument()
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument()

      // 800 ms: the one request for the whole text.
      await wait(1)
      // Let the request and its answer through without moving the fake clock (setImmediate is real here).
      for (let i = 0; i < 50 && !screen.queryByRole('listbox'); i++)
        await act(() => new Promise((resolve) => setImmediate(resolve)))
      expect(sent).toEqual(['http://localhost/api/search-deals'])
      expect(screen.getByRole('listbox', { name: 'Search results' })).toBeInTheDocument()
      // And no second one later.
      await wait(2000)
      expect(sent).toHaveLength(1)
    } finally {
      server.events.removeListener('request:start', onStart)
    }
  })

  it('links keywords by name and closes on Escape', async () => {
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.type(box(), 'biryani')
    const list = await results()
    expect(
      within(within(list).getByRole('group', { name: 'Keywords' })).getByRole('option', { name: 'Biryani' }),
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(box()).toHaveValue('biryani')
    await user.keyboard('{Escape}')
    expect(box()).toHaveValue('')
  })

  it('says when nothing matches', async () => {
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.type(box(), 'zzqx')
    expect(await screen.findByText('No results for “zzqx”', undefined, { timeout: 3000 })).toBeInTheDocument()
  })

  it('hides voice search where the browser cannot listen', () => {
    render(<HeaderSearch />)
    expect(screen.queryByRole('button', { name: 'Search by voice' })).not.toBeInTheDocument()
  })

  it('listens in en-US for five alternatives and searches the likeliest phrase at once', async () => {
    const made: Array<{ lang: string; maxAlternatives: number }> = []
    class FakeRecognition {
      lang = ''
      maxAlternatives = 1
      interimResults = true
      continuous = true
      onresult: ((e: unknown) => void) | null = null
      onerror: ((e: unknown) => void) | null = null
      onend: (() => void) | null = null
      constructor() {
        made.push(this)
      }
      start() {
        setTimeout(() => {
          this.onresult?.({
            results: [
              [
                { transcript: 'chai pint', confidence: 0.3 },
                { transcript: 'chai point', confidence: 0.9 },
              ],
            ],
          })
          this.onend?.()
        })
      }
      abort() {}
    }
    ;(window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition
    const user = userEvent.setup()
    render(<HeaderSearch />)
    await user.click(screen.getByRole('button', { name: 'Search by voice' }))
    expect(made[0]).toMatchObject({ lang: 'en-US', maxAlternatives: 5 })
    await waitFor(() => expect(box()).toHaveValue('chai point'))
    // No 800 ms wait after speaking: the results are there well within it.
    const list = await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 600 })
    expect(within(list).getByRole('option', { name: 'Chai Point Koramangala' })).toBeInTheDocument()
  })
})
