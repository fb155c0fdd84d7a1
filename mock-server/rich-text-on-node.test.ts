import { afterEach, describe, expect, it } from 'vitest'
import { htmlRuntime, sanitiseDealHtml } from './areas/vendor-deals/deal-html'
import { startHttpMock } from './http'

/**
 * On Node the standalone server has no DOM of its own: it loads jsdom at the first vendor's rich text rather than at
 * start (docs/decisions/mock-data-store.md, start-up). The test page's window is set aside to stand for Node.
 */
const page = { ...htmlRuntime }
afterEach(() => Object.assign(htmlRuntime, page))

describe("the standalone server's rich text", () => {
  it('is sanitised with jsdom, loaded when the first one arrives', async () => {
    Object.assign(htmlRuntime, { window: null, elsewhere: null })
    const mock = await startHttpMock({ port: 0 })
    try {
      expect(htmlRuntime.window).toBeNull()
      const safe = await sanitiseDealHtml(
        '<p>Chai <b>and</b> bun</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      )
      expect(safe).toContain('<p>Chai <b>and</b> bun</p>')
      expect(safe).not.toMatch(/script|onerror/)
      expect(htmlRuntime.window).not.toBeNull()
      expect(htmlRuntime.elsewhere).toBeNull()
    } finally {
      await mock.close()
    }
  })
})
