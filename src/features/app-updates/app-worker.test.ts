import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * An open app asks its service worker registration for a new version every hour (docs/decisions/installable-app.md,
 * "Updates are visible"), and when the page comes back into view; never while it is hidden. Tested on a fake clock:
 * an hour passes in a call. workbox-window is replaced by a registration whose update() is counted.
 */
const update = vi.fn(() => Promise.resolve())
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    messageSkipWaiting() {}
    register() {
      return Promise.resolve({ update })
    }
  },
}))
vi.mock('./copy-for-offline', () => ({ copyForOfflineSoon: vi.fn() }))

const HOUR = 60 * 60_000
let visibility: DocumentVisibilityState = 'visible'

beforeEach(() => {
  update.mockClear()
  visibility = 'visible'
  vi.useFakeTimers()
  // The built app (DEV false): the dev server builds no worker, so there the function returns at once.
  vi.stubEnv('DEV', false)
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, getRegistration: () => Promise.resolve(undefined), addEventListener() {} },
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

// One start per file: the page's listeners stay on the shared document once added.
describe('the hourly check for a new version', () => {
  it('asks the registration once an hour, not sooner; skips an hour the page is hidden; asks when it is seen again', async () => {
    const { startAppWorker } = await import('./app-worker')
    await startAppWorker(() => {})
    expect(update).not.toHaveBeenCalled()
    vi.advanceTimersByTime(HOUR - 1)
    expect(update).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(update).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(2 * HOUR)
    expect(update).toHaveBeenCalledTimes(3)

    visibility = 'hidden'
    document.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(HOUR)
    expect(update).toHaveBeenCalledTimes(3)
    visibility = 'visible'
    document.dispatchEvent(new Event('visibilitychange'))
    expect(update).toHaveBeenCalledTimes(4)
  })
})
