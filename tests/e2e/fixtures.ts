import { test as base, expect, type Page } from '@playwright/test'
import { personaOf, type PersonaKey } from '../../mock-server/db/personas'

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
  /** Signs a seed persona in through the demo panel's persona list, as a person trying the demo does. */
  signIn: (persona: PersonaKey) => Promise<void>
  /** The mock's control API (/api/__mock/*), called from the page, where the in-page mock answers it. */
  mock: MockControl
}

// Playwright names the second argument `use`; `provide` keeps React's hook lint rule from mistaking it for React's use().
export const test = base.extend<Fixtures>({
  signIn: async ({ page }, provide) => {
    await provide((persona) => signInAs(page, persona))
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
 * (mock-server/browser.ts sets `lifecycle.afterRequest`), so the reloaded app finds the new token.
 */
export async function signInAs(page: Page, persona: PersonaKey) {
  await page.goto('/')
  await openDemoPanel(page)
  const reloaded = page.waitForEvent('load')
  await page.locator(`.persona-list li[data-persona="${personaOf(persona).email}"]`).getByRole('button').click()
  await reloaded
  await expect(page.locator('.user-button')).toBeVisible()
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
function mockControl(page: Page) {
  const call = <T>(path: string, body?: unknown) =>
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
