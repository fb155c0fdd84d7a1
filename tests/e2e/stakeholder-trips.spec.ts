import type { Locator } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, test } from './fixtures'

/**
 * What a stakeholder tripped on (layout and words): actions behind a sideways scroll, tiles cut on a phone,
 * badges wrapped over pictures.
 */

/**
 * Whether a button shows within its table's visible part, unscrolled sideways, and nothing lies on it: an action past
 * the frame's right edge is behind a sideways scroll.
 */
async function inView(button: Locator) {
  return button.evaluate((b) => {
    const frame = b.closest('.data-table-frame')!
    frame.scrollLeft = 0
    const r = b.getBoundingClientRect()
    const f = frame.getBoundingClientRect()
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return r.left >= f.left && r.right <= f.right && r.right <= window.innerWidth && (top === b || b.contains(top))
  })
}

test("My Orders' actions are in view at 1440 px without scrolling sideways", async ({ page, signIn }) => {
  await signIn('customer', '/my-orders')
  await settled(page)
  const rows = page.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const row = rows.first()
  // Into view from above only; the check then puts the table back at its left edge.
  await row.getByRole('cell').first().scrollIntoViewIfNeeded()
  for (const name of [/^Download the voucher/, /^Review /]) {
    const button = row.getByRole('button', { name })
    expect(await inView(button), String(name)).toBe(true)
  }
  const axe = new AxeFindings()
  await axe.scan(page, { route: '/my-orders', width: 1440, persona: 'customer' })
  axe.expectNone()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the vendor dashboard's tiles show whole names", async ({ page, signIn }) => {
    await signIn('vendor', '/dashboard')
    await settled(page)
    const labels = page.locator('.vendor-links strong')
    await expect(labels.first()).toBeVisible()
    const cut = await labels.evaluateAll((all) =>
      all
        .filter(
          (l) =>
            l.scrollWidth > l.clientWidth ||
            l.getBoundingClientRect().right > l.parentElement!.getBoundingClientRect().right,
        )
        .map((l) => l.textContent),
    )
    expect(cut).toEqual([])
    const axe = new AxeFindings()
    await axe.scan(page, { route: '/dashboard', width: 375, persona: 'vendor' })
    axe.expectNone()
  })
})

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 320, height: 700 } })

  test("a card's discount badge stays on one line in its picture's corner, whole", async ({ page }) => {
    await page.goto('/')
    const badges = page.locator('.deal-card-badge')
    await expect(badges.first()).toBeVisible()
    const wrong = await badges.evaluateAll((all) =>
      all
        .filter((b) => b.getBoundingClientRect().width > 0)
        // One line and its padding is about twice the font size; a wrapped badge three times or more.
        .filter(
          (b) =>
            b.getBoundingClientRect().height > parseFloat(getComputedStyle(b).fontSize) * 2.6 ||
            b.scrollWidth > b.clientWidth,
        )
        .map((b) => b.textContent),
    )
    expect(wrong).toEqual([])
    // The amount shows; "for you" is still read out.
    await expect(badges.first()).toHaveText(/^\d+(\.\d+)?% off for you$/)
  })
})
