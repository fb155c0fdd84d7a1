import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test'
import { personaOf, type PersonaKey } from '../../mock-server/store/personas'

export { expect }
export type { PersonaKey }

/**
 * The journeys' shared steps. Specs import `test` and `expect` from here:
 *
 *   test('…', async ({ page, signIn, mock }) => { await signIn('customer'); … })
 *
 * Each test's browser context starts with fresh storage, so the in-page mock starts from its deterministic seed.
 */
type Fixtures = {
  /**
   * Signs a seed persona in and opens `at` (home by default). The first time in a worker it signs in through the demo
   * panel's persona list, as a person trying the demo does; after that the page starts with what that sign-in stored.
   */
  signIn: (persona: PersonaKey, at?: string) => Promise<void>
  /** The mock's control API (/api/__mock/*), called from the page, where the in-page mock answers it. */
  mock: MockControl
}

type WorkerFixtures = {
  /** What signing each persona in wrote to the browser's storage, recorded once per worker (signedInStorage). */
  personaStorage: (persona: PersonaKey) => Promise<StoredEntries>
}

// Playwright names the second argument `use`; `provide` keeps React's hook lint rule from mistaking it for React's use().
export const test = base.extend<Fixtures, WorkerFixtures>({
  personaStorage: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, permissions, geolocation } = workerInfo.project.use
      const recorded = new Map<PersonaKey, Promise<StoredEntries>>()
      await provide((persona) => {
        const entries =
          recorded.get(persona) ?? signedInStorage(browser, { baseURL, permissions, geolocation }, persona)
        recorded.set(persona, entries)
        return entries
      })
    },
    { scope: 'worker' },
  ],
  signIn: async ({ page, personaStorage }, provide) => {
    await provide(async (persona, at = '/') => {
      // Stored data would replace what the test has done so far (a customer's report before the vendor signs in):
      // once the page has opened the app, sign in through the panel instead.
      if (page.url() === 'about:blank') {
        await startSignedIn(page, await personaStorage(persona))
        await page.goto(at)
      } else {
        await signInAs(page, persona)
        if (at !== '/') await page.goto(at)
      }
      // Home shows the signed-in header; another address (some have no header) says so itself.
      if (at === '/') await expect(page.locator('.user-button')).toBeVisible()
    })
  },
  mock: async ({ page }, provide) => {
    await provide(mockControl(page))
  },
})

/** Opens the demo panel (bottom-left) if it is closed. */
export async function openDemoPanel(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Demo|Close demo)$/ })
  if ((await toggle.textContent()) === 'Demo') await toggle.click()
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible()
}

/**
 * One-click persona sign-in from the demo panel, for a page the `signIn` fixture does not own (a context the test
 * opened itself). The panel reloads the app after sign-in; the browser mock saves its data before each answer leaves
 * (mock-server/browser-worker.ts: the page has written it before the answer goes), so the reloaded app finds the new
 * token. The panel is on every page of the app (src/app/app.tsx) and takes the person home after the sign-in, so a
 * page already showing the app signs in where it is: loading home first cost a page load per change of persona.
 */
export async function signInAs(page: Page, persona: PersonaKey) {
  if (page.url() === 'about:blank') await page.goto('/')
  else await appIsLive(page)
  await openDemoPanel(page)
  const reloaded = page.waitForEvent('load')
  await page
    .locator(`.persona-list li[data-persona="${personaOf(persona).email}"]`)
    .getByRole('button')
    .click()
  await reloaded
  await expect(page.locator('.user-button')).toBeVisible()
}

/** localStorage entries: [key, value]. */
export type StoredEntries = [string, string][]

/**
 * Signs the persona in through the demo panel in a context of its own and returns what that wrote to localStorage:
 * the token, the user and the mock's data holding that token (entries the sign-in did not change are left out, so a
 * test's own position or city is not overwritten). A full sign-in is two page loads and the panel: ~3 s a test.
 */
async function signedInStorage(
  browser: Browser,
  options: BrowserContextOptions,
  persona: PersonaKey,
): Promise<StoredEntries> {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const read = () => page.evaluate(() => Object.entries(localStorage))
  await page.goto('/')
  await expect(page.locator('h1').first()).toBeVisible()
  const before = new Map(await read())
  await signInAs(page, persona)
  const written = (await read()).filter(([key, value]) => before.get(key) !== value)
  await context.close()
  return written
}

let restores = 0

/** The page's next document starts with these entries in localStorage (once: later reloads keep what the app did). */
export async function startSignedIn(page: Page, entries: StoredEntries) {
  const flag = `e2e-signed-in-${++restores}`
  await page.addInitScript(
    ({ entries, flag }) => {
      if (location.protocol === 'about:' || sessionStorage.getItem(flag)) return
      sessionStorage.setItem(flag, '1')
      for (const [key, value] of entries) localStorage.setItem(key, value)
    },
    { entries, flag },
  )
}

/**
 * Reads the newest OTP the mock "sent", from the demo panel's outbox. `atLeast` is how many codes the outbox must hold
 * (after a resend, 2): the panel refreshes every 1.5 s, so without it a resend could read the previous code.
 */
export async function readLatestOtp(page: Page, atLeast = 1): Promise<string> {
  await openDemoPanel(page)
  const codes = page.getByTestId('outbox').locator('.outbox-otp')
  await expect.poll(() => codes.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(atLeast)
  const otp = codes.first()
  await expect(otp).toHaveText(/^\d{4}$/)
  const code = (await otp.textContent())!.trim()
  await page.getByRole('button', { name: 'Close demo' }).click()
  return code
}

/** Signs in through the real login + OTP panels (for journeys about signing in). `role` picks the toggle. */
export async function signInWithOtp(page: Page, username: string, role: 'customer' | 'vendor' = 'customer') {
  await page.goto('/')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  if (role === 'vendor') await page.getByRole('radio', { name: 'Vendor' }).click()
  await page.getByLabel('Email or phone').fill(username)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByRole('dialog', { name: 'Verify OTP' })).toBeVisible()
  const code = await readLatestOtp(page)
  await page.getByLabel('Digit 1').focus()
  await page.keyboard.type(code)
  await expect(page.locator('.user-button')).toBeVisible()
}

type OutboxMessage = { to: string; subject: string; otp: string | null }
export type MockControl = ReturnType<typeof mockControl>

/** The control API as the page calls it (the app must be loaded: main.tsx starts the mock before it renders). */
/**
 * Resolves once the app has taken over the page: the built shell is painted (and inert) before the in-page mock runs,
 * so a control call made on the painted shell reached the static server instead (a 404).
 */
export const appIsLive = (page: Page) => page.locator('#root:not([inert])').waitFor({ state: 'attached' })

function mockControl(page: Page) {
  const call = async <T>(path: string, body?: unknown) => {
    await appIsLive(page)
    return callNow<T>(path, body)
  }
  const callNow = <T>(path: string, body?: unknown) =>
    page.evaluate(
      async ([p, b]) => {
        const res = await fetch(`/api/__mock/${p}`, {
          method: b === undefined ? 'GET' : 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: b === undefined ? undefined : JSON.stringify(b),
        })
        return (await res.json()) as unknown
      },
      [path, body] as const,
    ) as Promise<T>
  return {
    /** What the mock "sent" (emails, SMS), newest first. */
    outbox: async () => (await call<{ messages: OutboxMessage[] }>('outbox')).messages,
    /** The next `count` API calls whose path contains `path` answer 503. */
    failNext: (path: string, count = 1) => call('settings', { fail_next: count, fail_path: path }),
  }
}
