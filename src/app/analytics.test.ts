import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Tagged = Window & { dataLayer?: unknown[]; gtag?: unknown }
const w = window as Tagged
const tagScripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://www.googletagmanager.com/gtag/js"]'),
]
/** The data layer as plain arrays (gtag pushes `arguments` objects). */
const commands = () => (w.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

/** A fresh copy of the module, so which tags were started does not leak between tests. */
const load = async () => {
  vi.resetModules()
  return import('./analytics')
}

function clean() {
  for (const s of tagScripts()) s.remove()
  delete w.dataLayer
  delete w.gtag
}
beforeEach(clean)
afterEach(() => {
  clean()
  vi.unstubAllEnvs()
  window.history.replaceState(null, '', '/')
  document.title = ''
})

describe('analytics (spec 1 §2: page views only with an analytics id)', () => {
  it('without an id loads no script, creates no data layer and sends nothing', async () => {
    vi.stubEnv('VITE_ANALYTICS_ID', '')
    const { trackPageView } = await load()
    trackPageView('/')
    trackPageView('/inquiry')
    trackPageView('/c/food', undefined)
    expect(tagScripts()).toHaveLength(0)
    expect(w.dataLayer).toBeUndefined()
    expect(w.gtag).toBeUndefined()
  })

  it('with an id loads the Google tag once, configures it without its own page view, and sends one page_view per route', async () => {
    const { trackPageView } = await load()
    window.history.replaceState(null, '', '/c/food?sort=new')
    document.title = 'Food deals'
    trackPageView('/c/food', 'G-TEST123')
    window.history.replaceState(null, '', '/inquiry')
    document.title = 'Contact us'
    trackPageView('/inquiry', 'G-TEST123')

    const scripts = tagScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    expect(scripts[0]!.async).toBe(true)
    expect(scripts[0]!.parentElement).toBe(document.head)
    expect(typeof w.gtag).toBe('function')

    const sent = commands()
    expect(sent[0]![0]).toBe('js')
    expect(sent[0]![1]).toBeInstanceOf(Date)
    expect(sent[1]).toEqual(['config', 'G-TEST123', { send_page_view: false }])
    expect(sent.slice(2)).toEqual([
      [
        'event',
        'page_view',
        { page_path: '/c/food', page_location: `${window.location.origin}/c/food?sort=new`, page_title: 'Food deals' },
      ],
      [
        'event',
        'page_view',
        { page_path: '/inquiry', page_location: `${window.location.origin}/inquiry`, page_title: 'Contact us' },
      ],
    ])
    // The shim pushes `arguments` objects, which is what the Google tag reads (arrays it ignores).
    expect(Array.isArray(w.dataLayer![2])).toBe(false)
    expect(Object.prototype.toString.call(w.dataLayer![2])).toBe('[object Arguments]')
  })

  it('reads the id from VITE_ANALYTICS_ID by default', async () => {
    vi.stubEnv('VITE_ANALYTICS_ID', 'G-FROMENV')
    const { trackPageView } = await load()
    trackPageView('/')
    expect(tagScripts().map((s) => s.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-FROMENV'])
    expect(commands().at(-1)).toEqual(['event', 'page_view', expect.objectContaining({ page_path: '/' })])
  })

  it('keeps an existing gtag and data layer (another tag on the page)', async () => {
    const existing = [{ event: 'earlier' }]
    w.dataLayer = existing
    const { trackPageView } = await load()
    trackPageView('/', 'G-TEST123')
    expect(w.dataLayer).toBe(existing)
    expect(existing[0]).toEqual({ event: 'earlier' })
    expect(existing).toHaveLength(4)
  })
})
