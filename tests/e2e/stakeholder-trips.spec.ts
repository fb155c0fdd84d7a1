import type { Locator } from '@playwright/test'
import { AxeFindings, settled } from './axe'
import { expect, test } from './fixtures'

/**
 * What a stakeholder tripped on (issue 17, layout and words): actions behind a sideways scroll, tiles cut on a phone,
 * badges wrapped over pictures.
 */

/** Whether every action button lies inside the window and is not covered by another element. */
async function inView(button: Locator) {
  return button.evaluate((b) => {
    const r = b.getBoundingClientRect()
    const x = r.left + r.width / 2
    const y = r.top + r.height / 2
    const top = document.elementFromPoint(x, y)
    return r.left >= 0 && r.right <= window.innerWidth && (top === b || b.contains(top))
  })
}

test("My Orders' actions are in view at 1440 px without scrolling sideways", async ({ page, signIn }) => {
  await signIn('customer', '/my-orders')
  await settled(page)
  const rows = page.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  const row = rows.first()
  for (const name of [/^Download the voucher/, /^Review /]) {
    const button = row.getByRole('button', { name })
    await button.scrollIntoViewIfNeeded()
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

  test("a card's discount badge stays on one line over its picture's corner", async ({ page }) => {
    await page.goto('/')
    const badges = page.locator('.deal-card-badge')
    await expect(badges.first()).toBeVisible()
    const wrapped = await badges.evaluateAll((all) =>
      all
        // One line of text and its padding is about twice the font size; a wrapped badge is three times or more.
        .filter((b) => b.getBoundingClientRect().height > parseFloat(getComputedStyle(b).fontSize) * 2.6)
        .map((b) => b.textContent),
    )
    expect(wrapped).toEqual([])
  })
})
