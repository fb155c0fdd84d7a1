import axe from 'axe-core'
import { expect, type Page } from '@playwright/test'

/**
 * The WCAG 2.1 A and AA rules, and axe's best practices (one h1 a page, a main landmark, all content inside landmarks,
 * heading order…): the level the product promises (docs/decisions/accessibility.md).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

/**
 * A rule the tags leave out: label-content-name-mismatch (WCAG 2.5.3, serious, but marked experimental in axe).
 */
const ALSO_CHECKED = ['label-content-name-mismatch']

export type Persona = 'visitor' | 'customer' | 'vendor'
/** Where a scan ran: the route (or dialog), the viewport width and who was signed in. */
export type Where = { route: string; width: number; persona: Persona }

type Finding = { rule: string; target: string; detail: string; where: string }

/**
 * Waits until a screen's data has arrived: a heading is shown, no region says it is busy, no loading state is left
 * and the page's loader bar is idle. Checked in the page on every frame (never a fixed sleep); on a timeout the
 * error names what was still missing.
 */
export async function settled(page: Page, timeout = 20_000) {
  try {
    await page.waitForFunction(`(${screenState.toString()})() === 'settled'`, undefined, { timeout, polling: 'raf' })
  } catch (error) {
    const state = await page.evaluate(screenState).catch(() => 'unknown (the page is gone)')
    throw new Error(`The screen did not settle within ${timeout} ms: ${state}`, { cause: error })
  }
}

/** What keeps the screen from being settled, or 'settled'. Runs in the page, so it refers to nothing outside itself. */
function screenState(): string {
  const heading = document.querySelector('h1')
  const box = heading?.getBoundingClientRect()
  if (!heading || !box?.width || !box.height || getComputedStyle(heading).visibility === 'hidden')
    return 'no visible h1'
  const busy = document.querySelector('[aria-busy="true"], .state-loading')
  if (busy) return `still loading: ${busy.outerHTML.slice(0, 120)}`
  if (document.querySelector('[data-testid="page-loader"].is-busy')) return 'the loader bar is busy'
  return 'settled'
}

type AxeWindow = { axe?: typeof axe }

/**
 * Runs axe in the page itself: the source goes in once per document and stays across in-app navigation.
 * (@axe-core/playwright injected it again on every scan and opened a second page to finish each run: three quarters
 * of a scan's time.) The app has no iframes, so one document is the whole page.
 */
async function runAxe(page: Page, scope?: string, exclude: string[] = []): Promise<axe.Result[]> {
  const present = await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function')
  if (!present) await page.evaluate(axe.source)
  const options: axe.RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(ALSO_CHECKED.map((id) => [id, { enabled: true }])),
    // Only violations are read: passes and inapplicable rules are not collected node by node.
    resultTypes: ['violations'],
  }
  return page.evaluate(
    async ({ scope, exclude, options }) => {
      const run = (window as AxeWindow).axe!.run
      const context =
        scope || exclude.length > 0
          ? { include: scope ? [scope] : [document], exclude: exclude.map((e) => [e]) }
          : document
      return (await run(context, options)).violations
    },
    { scope, exclude, options },
  )
}

/**
 * Collects the axe violations of many scans, then fails once with a readable list: each
 * rule and element once, with the places it was seen (the same footer fault on 40 routes is one line, not 40).
 */
export class AxeFindings {
  private readonly found: Finding[] = []

  /**
   * Scans the page (or only `scope`, e.g. an open dialog), leaving out the `exclude` parts (the shell, once it has
   * been scanned), and keeps its violations, of any impact.
   */
  async scan(page: Page, where: Where, scope?: string, exclude?: string[]) {
    // A scoped scan waits for its part to be shown: a dialog's body loads with its first opening, and a scan started
    // on the click found nothing to include.
    if (scope) await page.locator(scope).first().waitFor({ state: 'visible' })
    const violations = await runAxe(page, scope, exclude)
    // Every violation counts, whatever axe calls its impact: a moderate one (a page without a main landmark) still
    // leaves a screen-reader user without the way in they expect.
    for (const v of violations) {
      for (const node of v.nodes) {
        const detail = (node.any[0] ?? node.all[0] ?? node.none[0])?.message ?? v.help
        this.found.push({
          rule: `${v.id} (${v.impact})`,
          target: node.target.join(' '),
          detail,
          where: `${where.route} at ${where.width} px as ${where.persona}`,
        })
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
      .map(
        ([key, g]) =>
          `- ${key}\n    ${g.detail}\n    on ${g.places.slice(0, 3).join('; ')}${g.places.length > 3 ? ` and ${g.places.length - 3} more` : ''}`,
      )
      .join('\n')
  }

  /** Fails the test with the list when any violation was found. */
  expectNone() {
    expect(this.found.length, `axe violations:\n${this.report()}`).toBe(0)
  }
}
