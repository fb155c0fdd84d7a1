import type { Locator, Page } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, test } from './fixtures'

/**
 * Phone and layout: a card's first tap counts on home, the bell's list opens on the screen, My Orders shows
 * every column at 1440 px. (Every route's sideways scroll is checked by a11y.spec.ts's sweep; the Demo tab's margins
 * and the notices in the login drawer by rough-edges.spec.ts.)
 */

/** A home row of cards, scrolled into view and rendered (rows below the first render when near the viewport). */
async function homeRow(page: Page, n: number): Promise<Locator> {
  const row = page.locator('.home-category').nth(n)
  await row.scrollIntoViewIfNeeded()
  await expect(row.getByRole('article').first()).toBeVisible()
  return row
}

/** Every card of the row is in its track: the row has come into use (its last slide is named "n / n"). */
async function expectRowInUse(row: Locator) {
  await expect(row.locator('.carousel-slide').last()).toHaveAttribute('aria-label', /^(\d+) \/ \1$/)
}

test.describe('on a phone, by touch', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true })

  test("home: the first tap on a card's +, heart or link counts", async ({ page, signIn }) => {
    await signIn('customer')
    await settled(page)
    const findings = new AxeFindings()

    // The +: one tap opens the price popup, which stays open as the row comes into use.
    const first = await homeRow(page, 0)
    await first
      .getByRole('button', { name: /^Add .+ to My Deals$/ })
      .first()
      .tap()
    const popup = page.getByRole('dialog', { name: 'Add to My Deals' })
    await expect(popup).toBeVisible()
    await expectRowInUse(first)
    await expect(popup).toBeVisible()
    await findings.scan(
      page,
      { route: '/ (dialog "Add to My Deals")', width: 375, persona: 'customer' },
      '[role="dialog"]',
    )
    await popup.getByRole('button', { name: 'Close' }).tap()
    await expect(popup).toBeHidden()

    // The heart of a row not used yet: one tap puts the deal in the wishlist, and the card says so.
    const second = await homeRow(page, 1)
    const heart = second.getByRole('button', { name: /^Add .+ to wishlist$/ }).first()
    const name = /^Add (.+) to wishlist$/.exec((await heart.getAttribute('aria-label'))!)![1]!
    await heart.tap()
    const kept = second.getByRole('button', { name: `Remove ${name} from wishlist` })
    await expect(kept).toHaveAttribute('aria-pressed', 'true')
    await expectRowInUse(second)
    await expect(kept).toHaveAttribute('aria-pressed', 'true')

    // A card's name in a third row: one tap opens its deal page.
    const third = await homeRow(page, 2)
    const link = third.getByRole('article').first().getByRole('heading').getByRole('link')
    const href = (await link.getAttribute('href'))!
    await link.tap()
    await expect(page).toHaveURL(href)
    findings.expectNone()
  })

  test("the bell's list opens on the screen", async ({ page, signIn }) => {
    await signIn('customer')
    await settled(page)
    await page.locator('.bell-button').tap()
    const list = page.locator('.bell-dropdown')
    await expect(list).toBeVisible()
    // Wholly on the screen, below the bell and within the page's margins (it opened below the whole page).
    await expect(list.getByRole('link', { name: 'See All' })).toBeVisible()
    await expect(list).toBeInViewport({ ratio: 1 })
    const place = await list.evaluate((l) => {
      const [box, bell] = [l.getBoundingClientRect(), document.querySelector('.bell-button')!.getBoundingClientRect()]
      return { belowBell: box.top >= bell.bottom, left: box.left >= 0, right: box.right <= window.innerWidth }
    })
    expect(place).toEqual({ belowBell: true, left: true, right: true })
    const findings = new AxeFindings()
    await findings.scan(page, { route: '/ (bell)', width: 375, persona: 'customer' }, '.bell-dropdown')
    findings.expectNone()
  })
})

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  for (const persona of ['customer', 'vendor'] as const) {
    test(`My Orders as the ${persona}: every column shows, none under the pinned Actions, no sideways scroll`, async ({
      page,
      signIn,
    }) => {
      await signIn(persona, '/my-orders')
      await settled(page)
      const frame = page.locator('.data-table-frame')
      await expect(frame.locator('tbody tr').first()).toBeVisible()
      const fit = await frame.evaluate((f) => {
        const right = f.getBoundingClientRect().right
        const actions = f.querySelector('th.data-table-pinned')!.getBoundingClientRect().left
        const cells = [...f.querySelectorAll('thead th:not(.data-table-pinned), tbody td:not(.data-table-pinned)')]
        return {
          scroll: f.scrollWidth - f.clientWidth,
          // Cells that run under the Actions column or past the frame (Created At, Reedem At, a date cut to "27/11/20").
          hidden: cells
            .filter((c) => c.getBoundingClientRect().right > Math.min(actions, right) + 1)
            .map((c) => c.textContent),
          // A date cut: its text is wider than its cell.
          cut: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent),
        }
      })
      expect(fit).toEqual({ scroll: 0, hidden: [], cut: [] })
      const findings = new AxeFindings()
      await findings.scan(page, { route: '/my-orders', width: 1440, persona }, undefined, [
        'header.site-header',
        'footer.site-footer',
      ])
      findings.expectNone()
    })
  }
})
