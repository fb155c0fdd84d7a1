import type { Browser, Page } from '@playwright/test'
import { routes } from '../../src/app/routes'
import { AxeFindings, settled, type Persona, type Where } from './axe'
import { expect, openDemoPanel, startSignedIn, test, type PersonaKey, type StoredEntries } from './fixtures'

/**
 * Accessibility: axe finds no violation of any impact (WCAG 2.1 A/AA and axe's best practices) on
 * any route of the route table or in any dialog, at 375 and 1440 px, as a visitor, the seeded customer and the seeded
 * vendor. The routes come
 * from src/app/routes.tsx itself, so a new route joins the check; a route with params needs a sample address below
 * (the first test fails until it has one). Every sample uses a real id of the seed.
 *
 * The same visits check that no screen shifts when its data arrives (README, "Performance"): the layout shifts (not caused by input)
 * from opening an address until its scan ends add up to at most 0.02 on every route; and that no page is wider than
 * the window (nothing scrolls sideways, at 375 px above all).
 */
const deal = (n: number) => `dea10000-0000-4000-8000-${String(n).padStart(12, '0')}`
/** Where the dialog checks start (openAs opens it and waits for it to settle). */
const DEAL_PAGE = `/deal/cold-coffee-brownie/${deal(2)}`

/** Addresses for the routes with params. Deal 2 (Cold Coffee & Brownie) is in none of the customer's lists; the
 *  customer has not reviewed deal 20 (Bombay Masala Toast), so its reviews pages show the review form. A listing's
 *  address without its id (`/c/`) is left out: it warns for 2 s and lands on home (visitor-browse.spec.ts checks
 *  that), so the sweep waited 2.4 s to scan home again, 30 times. */
const SAMPLES: Record<string, string[]> = {
  '/deal/:dealName/:id': [`/deal/cold-coffee-brownie/${deal(2)}`],
  '/reviews-and-ratings/:dealName/:id': [`/reviews-and-ratings/bombay-masala-toast/${deal(20)}`],
  '/review/:dealName/:id': [`/review/bombay-masala-toast/${deal(20)}`],
  '/c/:categoriesName': ['/c/cafes'],
  '/vendor/vendor-deals/:id': ['/vendor/vendor-deals/beef0000-0000-4000-8000-000000000101'],
  '/product/product-deals/:id': ['/product/product-deals/9d0d0000-0000-4000-8000-000000000001'],
  '/deals/deals-search/:id': [`/deals/deals-search/${deal(2)}`],
  '/keyword/keyword-deals/:id': ['/keyword/keyword-deals/Biryani'],
  '/content/preview/:contenttype': ['/content/preview/faq'],
  '/unsubscribe/:id': ['/unsubscribe/c0a7e000-0000-4000-8000-000000000001'],
  '/verify-email/:type/:id': ['/verify-email/customer/c0a7e000-0000-4000-8000-000000000001'],
  '/payment/:id': [`/payment/${deal(2)}`],
  '/correct-deal/:id': ['/correct-deal/dea1b0c0-0000-4000-8000-00000000b001'],
  '/my-order-details/:dealName/:id': [`/my-order-details/cold-coffee-brownie/${deal(2)}`],
  '/advertisement-details/:id': ['/advertisement-details/1'],
  '/advertisement-payment/:id': ['/advertisement-payment/1'],
  '/membership-payment/:id': ['/membership-payment/1'],
  '/:slag': ['/about-us', '/terms-and-conditions'],
}

/** Every address the check visits: each route of the table, with its samples where it has params. */
function addresses(): string[] {
  return routes.flatMap((r) => (r.path.includes(':') ? (SAMPLES[r.path] ?? []) : [r.path]))
}

const WIDTHS = [
  { width: 375, height: 800 },
  { width: 1440, height: 900 },
] as const
const PERSONAS: Record<Exclude<Persona, 'visitor'>, string> = {
  customer: 'customer@example.com',
  vendor: 'vendor@example.com',
}

type PersonaStorage = (persona: PersonaKey) => Promise<StoredEntries>

/** A fresh browser context at one width, signed in as the persona (a visitor stays signed out), opened `at`. */
async function openAs(
  browser: Browser,
  personaStorage: PersonaStorage,
  persona: Persona,
  viewport: (typeof WIDTHS)[number],
  at = '/',
) {
  const context = await browser.newContext({
    viewport,
    permissions: ['geolocation'],
    geolocation: { latitude: 12.9716, longitude: 77.5946 },
  })
  const page = await context.newPage()
  if (persona !== 'visitor') await startSignedIn(page, await personaStorage(persona))
  await page.goto(at)
  await settled(page)
  if (persona !== 'visitor') await expect(page.locator('.user-button')).toBeVisible()
  await closeDemoPanel(page)
  return page
}

/**
 * Opens an address inside the running app, as a link in it would (wouter follows history.pushState). A full load per
 * address restarted the app and its in-page mock each time, which was most of the sweep's time; two frames let React
 * commit the new route and start its requests before `settled` looks.
 */
async function visit(page: Page, address: string) {
  await countShiftsFromNow(page)
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        history.pushState(null, '', to)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }),
    address,
  )
  await settled(page)
}

/** No screen shifts when its data arrives (README, "Performance") (CLS at most 0.02 on every route). */
const SHIFT_LIMIT = 0.02
type ShiftWindow = { hdShifts?: { value: number; sources: string[] } }

/** Starts summing layout shifts not caused by input (the observer is set up once per document). */
async function countShiftsFromNow(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as ShiftWindow
    const observing = w.hdShifts !== undefined
    w.hdShifts = { value: 0, sources: [] }
    if (observing) return
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources: { node?: Node | null }[]
      }[]) {
        if (entry.hadRecentInput) continue
        w.hdShifts!.value += entry.value
        for (const source of entry.sources) {
          const node = source.node
          const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement)
          w.hdShifts!.sources.push(
            element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : '(gone)',
          )
        }
      }
    }).observe({ type: 'layout-shift' })
  })
}

/** What shifted since countShiftsFromNow, when it is more than the limit. */
async function shiftedTooMuch(page: Page): Promise<string | null> {
  const shifts = await page.evaluate(() => (window as unknown as ShiftWindow).hdShifts!)
  if (shifts.value <= SHIFT_LIMIT) return null
  return `${shifts.value.toFixed(3)} (moved: ${[...new Set(shifts.sources)].slice(0, 5).join(', ')})`
}

async function closeDemoPanel(page: Page) {
  const close = page.getByRole('button', { name: 'Close demo' })
  if (await close.isVisible()) await close.click()
}

/** Opens a dialog with `open`, checks it is shown, scans only the dialog, then closes it with Escape. */
async function scanDialog(
  page: Page,
  findings: AxeFindings,
  where: Where,
  name: string | RegExp,
  open: () => Promise<unknown>,
) {
  await open()
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect(dialog.locator('[aria-busy="true"], .state-loading')).toHaveCount(0)
  await findings.scan(page, { ...where, route: `${where.route} (dialog "${String(name)}")` }, '[role="dialog"]')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

test('every route of the route table has an address to check', () => {
  const missing = routes.filter((r) => r.path.includes(':') && !SAMPLES[r.path]).map((r) => r.path)
  expect(missing, 'routes with params need a sample address in SAMPLES').toEqual([])
  const unknown = Object.keys(SAMPLES).filter((p) => !routes.some((r) => r.path === p))
  expect(unknown, 'SAMPLES names routes the table no longer has').toEqual([])
})

/** The shell around every route (src/app/shell): header and footer. */
const SHELL = ['header.site-header', 'footer.site-footer']

/** The addresses split in a few parts, so Playwright's two workers share the scans of one persona and width. */
const PARTS = 3
const part = (n: number) => addresses().filter((_, i) => i % PARTS === n)

for (const persona of ['visitor', 'customer', 'vendor'] as const) {
  for (const viewport of WIDTHS) {
    for (let n = 0; n < PARTS; n++) {
      test(`routes (part ${n + 1} of ${PARTS}) as ${persona} at ${viewport.width} px have no axe violation, do not shift as data arrives and do not scroll sideways`, async ({
        browser,
        personaStorage,
      }) => {
        test.setTimeout(300_000)
        const page = await openAs(browser, personaStorage, persona, viewport)
        const findings = new AxeFindings()
        // The header and footer are the same on every route: scanned once per persona and width (in part 1), on
        // home, then left out of each route's scan (axe's colour-contrast check, most of a scan's time, then reads
        // only the route's own text).
        const where = { width: viewport.width, persona }
        if (n === 0) {
          await findings.scan(page, { ...where, route: '/ (header)' }, SHELL[0])
          await findings.scan(page, { ...where, route: '/ (footer)' }, SHELL[1])
        }
        const shifts: string[] = []
        const overflows: string[] = []
        const scanned = new Set<string>()
        for (const address of part(n)) {
          await test.step(address, async () => {
            await visit(page, address)
            // A route that sends this persona elsewhere (a visitor on a signed-in route lands on home) is that page:
            // scanned once, where it was first reached.
            const landed = new URL(page.url()).pathname
            if (scanned.has(landed)) return
            scanned.add(landed)
            await findings.scan(
              page,
              { ...where, route: landed === address ? address : `${address} (shows ${landed})` },
              undefined,
              SHELL,
            )
            // Read after the scan: pictures and late parts have had that long to arrive too.
            const shifted = await shiftedTooMuch(page)
            if (shifted) shifts.push(`${address}: ${shifted}`)
            // No page is wider than the window (Add Deal was 404 px wide on a 375 px phone and scrolled sideways).
            const wider = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)
            if (wider > 0) overflows.push(`${address}: ${wider} px wider than the window`)
          })
        }
        await page.context().close()
        findings.expectNone()
        expect(shifts, `layout shift above ${SHIFT_LIMIT} when the screen's data arrived`).toEqual([])
        expect(overflows, 'pages that scroll sideways').toEqual([])
      })
    }

    test(`every dialog as ${persona} at ${viewport.width} px has no axe violation`, async ({
      browser,
      personaStorage,
    }) => {
      test.setTimeout(180_000)
      // Every persona's dialogs start on a deal's page (everyone): opened there, not on home first.
      const page = await openAs(browser, personaStorage, persona, viewport, DEAL_PAGE)
      const findings = new AxeFindings()
      const where = (route: string): Where => ({ route, width: viewport.width, persona })
      await dialogsFor[persona](page, findings, where)
      await page.context().close()
      findings.expectNone()
    })
  }
}

type DialogCheck = (page: Page, findings: AxeFindings, where: (route: string) => Where) => Promise<void>

/** What everyone can open: the city picker in the header, the share dialog on a deal and the demo panel. */
const everyone: DialogCheck = async (page, findings, where) => {
  await expect(page).toHaveURL(new RegExp(`${DEAL_PAGE}$`))
  await scanDialog(page, findings, where('header'), 'Choose your city', () => page.locator('.place-button').click())
  await scanDialog(page, findings, where('deal'), 'Share this deal', () =>
    page.getByRole('button', { name: 'Share' }).click(),
  )

  await openDemoPanel(page)
  await expect(page.locator('.persona-list li').first()).toBeVisible()
  await findings.scan(page, where('demo panel'), '.demo-panel')
  await scanDialog(page, findings, where('demo panel'), 'Reset the demo data?', () =>
    page.getByRole('button', { name: 'Reset demo data' }).click(),
  )
  await closeDemoPanel(page)
}

/** Signed in: the user menu, and the logout confirm behind it (cancelled). */
const signedIn: DialogCheck = async (page, findings, where) => {
  await page.locator('.user-button').click()
  await expect(page.locator('.menu-list')).toBeVisible()
  await findings.scan(page, where('user menu'), '.user-menu')
  await scanDialog(page, findings, where('user menu'), 'Do you really want to logout?', () =>
    page.getByRole('button', { name: 'Logout' }).click(),
  )
}

const dialogsFor: Record<Persona, DialogCheck> = {
  visitor: async (page, findings, where) => {
    await everyone(page, findings, where)
    const login = () => page.getByRole('button', { name: 'Login', exact: true }).click()
    await scanDialog(page, findings, where('header'), 'Login', login)
    for (const signup of ['Sign up as a student', 'Sign up as a vendor']) {
      await scanDialog(page, findings, where('login panel'), signup, async () => {
        await login()
        // The login panel's own link (a visitor's deal page offers 'Sign up as a student' too).
        await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: signup }).click()
      })
    }
    await scanDialog(page, findings, where('login panel'), 'Verify OTP', async () => {
      await login()
      await page.getByLabel('Email or phone').fill(PERSONAS.customer)
      await page.getByRole('button', { name: 'Continue' }).click()
    })
  },

  customer: async (page, findings, where) => {
    await everyone(page, findings, where)
    // The card's price popup, from the plus on a card of the deal's listing.
    await page.goto('/c/cafes')
    await settled(page)
    await scanDialog(page, findings, where('/c/cafes'), 'Add to My Deals', () =>
      page
        .getByRole('button', { name: /^Add .+ to My Deals$/ })
        .first()
        .click(),
    )
    // Mark as Wrong is offered once the deal is in My Deals.
    await page.goto(DEAL_PAGE)
    await settled(page)
    await page.locator('.deal-detail-actions').getByRole('button', { name: 'Add to My Deals' }).click()
    await scanDialog(page, findings, where('deal'), 'Mark as Wrong', () =>
      page.locator('.deal-detail-actions').getByRole('button', { name: 'Mark as Wrong' }).click(),
    )
    // The wishlist's remove confirm (cancelled).
    await page.goto('/my-wishlist')
    await settled(page)
    await scanDialog(page, findings, where('/my-wishlist'), /^Are you sure you want to remove/, () =>
      page
        .locator('.kept-deal')
        .first()
        .getByRole('button', { name: /^Remove / })
        .click(),
    )
    await signedIn(page, findings, where)
  },

  vendor: async (page, findings, where) => {
    await everyone(page, findings, where)
    await signedIn(page, findings, where)
  },
}

test('keyboard focus is always visible: every stop of the first 40 Tabs on home draws a ring', async ({ page }) => {
  await page.goto('/')
  await settled(page)
  const unringed: string[] = []
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      // A ring on the element itself, or (for a search box) on the field around it.
      const ringed = (e: Element | null) =>
        !!e && getComputedStyle(e).outlineStyle !== 'none' && parseFloat(getComputedStyle(e).outlineWidth) >= 2
      return {
        name: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
        ok: ringed(el) || ringed(el.closest('.search-field')),
      }
    })
    if (stop && !stop.ok) unringed.push(stop.name)
  }
  expect(unringed, 'focused without a visible ring').toEqual([])
})
