import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG 2.1 A and AA rules: the level the product promises (docs/decisions/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Two rules issue 8 found that the WCAG tags leave out: label-content-name-mismatch (WCAG 2.5.3, serious, but marked
 * experimental in axe) and landmark-unique (a best practice, moderate). Both are run, and fail the check whatever axe
 * calls their impact.
 */
const ALSO_CHECKED = ['label-content-name-mismatch', 'landmark-unique']

export type Persona = 'visitor' | 'customer' | 'vendor'
/** Where a scan ran: the route (or dialog), the viewport width and who was signed in. */
export type Where = { route: string; width: number; persona: Persona }

type Finding = { rule: string; target: string; detail: string; where: string }

/**
 * Waits until a screen's data has arrived: a heading is shown, no region says it is busy, no loading state is left
 * and the page's loader bar is idle. (Never a fixed sleep: each of these is polled until true.)
 */
export async function settled(page: Page, timeout = 20_000) {
  await expect(page.locator('h1').first()).toBeVisible({ timeout })
  await expect(page.locator('[aria-busy="true"], .state-loading')).toHaveCount(0, { timeout })
  await expect(page.getByTestId('page-loader')).not.toHaveClass(/is-busy/, { timeout })
}

/**
 * Collects the serious and critical axe violations of many scans, then fails once with a readable list: each
 * rule and element once, with the places it was seen (the same footer fault on 40 routes is one line, not 40).
 */
export class AxeFindings {
  private readonly found: Finding[] = []

  /** Scans the page (or only `scope`, e.g. an open dialog) and keeps its serious and critical violations. */
  async scan(page: Page, where: Where, scope?: string) {
    // options() replaces what was set before it, so it comes before withTags().
    let builder = new AxeBuilder({ page })
      .options({ rules: Object.fromEntries(ALSO_CHECKED.map((id) => [id, { enabled: true }])) })
      .withTags(WCAG_TAGS)
    if (scope) builder = builder.include(scope)
    const { violations } = await builder.analyze()
    for (const v of violations) {
      if (v.impact !== 'serious' && v.impact !== 'critical' && !ALSO_CHECKED.includes(v.id)) continue
      for (const node of v.nodes) {
        const detail = (node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? v.help
        this.found.push({ rule: `${v.id} (${v.impact})`, target: node.target.join(' '), detail, where: `${where.route} at ${where.width} px as ${where.persona}` })
      }
    }
  }

  /** One line per rule and element, then where it was seen (the first three places and a count). */
  report(): string {
    const groups = new Map<string, { detail: string; places: string[] }>()
    for (const f of this.found) {
      const key = `${f.rule} ${f.target}`
      const group = groups.get(key) ?? { detail: f.detail, places: [] }
      group.places.push(f.where)
      groups.set(key, group)
    }
    return [...groups]
      .map(([key, g]) => `- ${key}\n    ${g.detail}\n    on ${g.places.slice(0, 3).join('; ')}${g.places.length > 3 ? ` and ${g.places.length - 3} more` : ''}`)
      .join('\n')
  }

  /** Fails the test with the list when any serious or critical violation was found. */
  expectNone() {
    expect(this.found.length, `serious or critical axe violations:\n${this.report()}`).toBe(0)
  }
}
