import path from 'node:path'
import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import rule, { layerOf } from './dependency-direction.js'

// RuleTester declares its cases through the test framework's describe/it.
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const root = path.resolve(import.meta.dirname, '../..')
const at = (file) => path.join(root, file)

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
})

/** One case: `code` in the file `file` (relative to the project root). */
const ok = (file, code) => ({ name: `${file}: ${code}`, filename: at(file), code })
/** A case with one refused import: `from` layer may not reach `to` (the message names the import as written). */
const wrong = (file, code, from, to) => {
  const source = /['"](\.[^'"]*)['"]/.exec(code)?.[1]
  return { ...ok(file, code), errors: [{ messageId: 'wrong', data: { from, to, source } }] }
}

describe('layerOf', () => {
  it('names the layer of each folder', () => {
    expect(layerOf(at('src/lib/price.ts'))).toBe('lib')
    expect(layerOf(at('src/api/schemas/deals.ts'))).toBe('schemas')
    expect(layerOf(at('src/api/client.ts'))).toBe('api')
    expect(layerOf(at('src/state/session.ts'))).toBe('state')
    expect(layerOf(at('src/ui/button.tsx'))).toBe('ui')
    expect(layerOf(at('src/testing/app-test-kit.tsx'))).toBe('testing')
    expect(layerOf(at('src/features/deal/deal-page.tsx'))).toBe('feature:deal')
    expect(layerOf(at('src/app/router.tsx'))).toBe('app')
    expect(layerOf(at('src/main.tsx'))).toBe('main')
    expect(layerOf(at('contracts/states.ts'))).toBe('contract-states')
    expect(layerOf(at('mock-server/areas/auth/rules.ts'))).toBe('mock-server')
    expect(layerOf(at('tools/spa-fallback.mjs'))).toBe('outside')
  })
})

tester.run('dependency-direction', rule, {
  valid: [
    // lib and schemas stay within themselves; non-relative imports (packages) are not ours to check.
    ok('src/lib/price.ts', "import { round } from './numbers'\nimport dayjs from 'dayjs'"),
    ok('src/api/schemas/deals.ts', "import { idName } from './common'\nimport { type } from 'arktype'"),
    // api reaches schemas and lib; state and ui reach api and lib.
    ok(
      'src/api/deals.ts',
      "import { dealsResponse } from './schemas/deals'\nimport { slug } from '../lib/slug'\nimport { client } from './client'",
    ),
    ok('src/state/session.ts', "import { getUser } from '../api/auth'\nimport { slug } from '../lib/slug'"),
    ok(
      'src/ui/deal-card.tsx',
      "import { session } from '../state/session'\nimport { getDeals } from '../api/deals'\nimport { formatPrice } from '../lib/price'",
    ),
    // A test kit reaches the generic layers; a test may import it.
    ok(
      'src/testing/app-test-kit.tsx',
      "import { Notices } from '../ui/notices'\nimport { signIn } from '../state/session'",
    ),
    ok('src/features/deal/deal-page.test.tsx', "import { renderInApp } from '../../testing/app-test-kit'"),
    // A feature uses ui, lib, state, api and schemas, and its own files.
    ok(
      'src/features/deal/deal-page.tsx',
      [
        "import { Button } from '../../ui/button'",
        "import { formatPrice } from '../../lib/price'",
        "import { session } from '../../state/session'",
        "import { getDeal } from '../../api/deals'",
        "import type { Deal } from '../../api/schemas/deals'",
        "import { DealGallery } from './deal-gallery'",
      ].join('\n'),
    ),
    // app composes features; main starts the app and may load the browser mock with a dynamic import.
    ok(
      'src/app/router.tsx',
      "import { DealPage } from '../features/deal/deal-page'\nimport { Layout } from './layout'\nimport { Button } from '../ui/button'",
    ),
    ok(
      'src/main.tsx',
      "import { App } from './app/app'\nconst { startBrowserMock } = await import('../mock-server/browser')",
    ),
    // The mock shares the wire schemas, the endpoint table and the pure functions, and the contracts' provider-state names.
    ok(
      'mock-server/areas/catalogue/handlers.ts',
      "import { dealsRequest } from '../../../src/api/schemas/deals'\nimport { ENDPOINTS } from '../../../src/api/endpoints'\nimport { slug } from '../../../src/lib/slug'\nimport { db } from '../../store/db'\nimport { STATES } from '../../../contracts/states'",
    ),
    // The endpoint table names methods and paths, typed by the roles of lib.
    ok('src/api/endpoints.ts', "import type { Role } from '../lib/user-type'"),
    // The table's keys are read off the client's functions by type only.
    ok('src/api/endpoints.ts', "import type { CLIENT_MODULES } from './endpoint-list'"),
    ok('src/api/endpoints.ts', "import { type CLIENT_MODULES } from './endpoint-list'"),
    ok('mock-server/http.ts', "export { handlers } from './handlers'\nexport * from './db/seed'"),
    // Tests are not shipped, and files outside src and mock-server are not layered.
    ok('src/api/client.test.ts', "import { server } from '../../mock-server/node'"),
    ok('contracts/provider/verify.test.ts', "import { startHttpMock } from '../../mock-server/http'"),
    ok(
      'src/features/deal/deal-page.test.tsx',
      "import { SEEDED } from '../../../mock-server/db/seed'\nimport { renderInApp } from '../../testing/app-test-kit'\nimport { DealPage } from './deal-page'",
    ),
    ok('src/lib/price.test.ts', "import { dealsResponse } from '../api/schemas/deals'"),
    ok('tools/check.mjs', "import { session } from '../src/state/session'"),
    // Styles and assets are not modules of a layer.
    ok('src/lib/price.ts', "import '../app/styles.css'"),
  ],
  invalid: [
    wrong('src/lib/price.ts', "import { client } from '../api/client'", 'lib', 'api'),
    wrong('src/lib/price.ts', "import { session } from '../state/session'", 'lib', 'state'),
    wrong('src/api/schemas/deals.ts', "import { slug } from '../../lib/slug'", 'schemas', 'lib'),
    wrong('src/api/schemas/deals.ts', "import { client } from '../client'", 'schemas', 'api'),
    wrong('src/api/client.ts', "import { session } from '../state/session'", 'api', 'state'),
    // The table stays light (no schemas, no client): production imports it.
    wrong('src/api/endpoints.ts', "import { dealsRequest } from './schemas/deals'", 'endpoints', 'schemas'),
    wrong('src/api/endpoints.ts', "import { call } from './client'", 'endpoints', 'api'),
    // It reads the client's modules by type only: a value import would bring the client into the mock's chunk.
    wrong('src/api/endpoints.ts', "import { CLIENT_MODULES } from './endpoint-list'", 'endpoints', 'api'),
    wrong(
      'src/api/endpoints.ts',
      "import { type CLIENT_MODULES, ENDPOINT_LIST } from './endpoint-list'",
      'endpoints',
      'api',
    ),
    wrong(
      'mock-server/areas/orders/handlers.ts',
      "import type { orderList } from '../../../src/api/orders'",
      'mock-server',
      'api',
    ),
    // The mock reads the table, never the client.
    wrong('mock-server/handlers/deals.ts', "import { call } from '../../src/api/client'", 'mock-server', 'api'),
    wrong('src/state/session.ts', "import { Button } from '../ui/button'", 'state', 'ui'),
    wrong('src/ui/deal-card.tsx', "import { DealPage } from '../features/deal/deal-page'", 'ui', 'feature:deal'),
    wrong('src/ui/deal-card.tsx', "import { Router } from '../app/router'", 'ui', 'app'),
    // Test kits are not shipped: no product code imports them, and they reach no feature.
    wrong('src/ui/deal-card.tsx', "import { aListingDeal } from '../testing/test-fixtures'", 'ui', 'testing'),
    wrong(
      'src/features/deal/deal-page.tsx',
      "import { renderInApp } from '../../testing/app-test-kit'",
      'feature:deal',
      'testing',
    ),
    wrong(
      'src/testing/app-test-kit.tsx',
      "import { DealPage } from '../features/deal/deal-page'",
      'testing',
      'feature:deal',
    ),
    // A test reaches no other feature's internals either (it is the cross-feature rule, not a shipping rule).
    wrong(
      'src/features/deal/deal-page.test.tsx',
      "import { WishlistButton } from '../wishlist/wishlist-button'",
      'feature:deal',
      'feature:wishlist',
    ),
    wrong('src/ui/deal-card.test.tsx', "import { DealPage } from '../features/deal/deal-page'", 'ui', 'feature:deal'),
    // Features share through ui, lib or state, never each other's files: imports, re-exports and lazy imports alike.
    wrong(
      'src/features/deal/deal-page.tsx',
      "import { WishlistButton } from '../wishlist/wishlist-button'",
      'feature:deal',
      'feature:wishlist',
    ),
    wrong(
      'src/features/deal/index.ts',
      "export { WishlistButton } from '../wishlist/wishlist-button'",
      'feature:deal',
      'feature:wishlist',
    ),
    wrong('src/features/deal/index.ts', "export * from '../reviews/review-list'", 'feature:deal', 'feature:reviews'),
    wrong(
      'src/features/deal/deal-page.tsx',
      "const Reviews = lazy(() => import('../reviews/review-list'))",
      'feature:deal',
      'feature:reviews',
    ),
    wrong('src/features/deal/deal-page.tsx', "import { Router } from '../../app/router'", 'feature:deal', 'app'),
    // The mock may not reach the app's state, client or screens.
    wrong(
      'mock-server/areas/catalogue/handlers.ts',
      "import { session } from '../../../src/state/session'",
      'mock-server',
      'state',
    ),
    wrong(
      'mock-server/areas/catalogue/handlers.ts',
      "import { client } from '../../../src/api/client'",
      'mock-server',
      'api',
    ),
    wrong(
      'mock-server/areas/catalogue/handlers.ts',
      "import { Button } from '../../../src/ui/button'",
      'mock-server',
      'ui',
    ),
    wrong(
      'mock-server/areas/catalogue/handlers.ts',
      "import { DealPage } from '../../../src/features/deal/deal-page'",
      'mock-server',
      'feature:deal',
    ),
    // src never imports the mock, except main.tsx's dynamic import (a static one would ship msw in the build).
    wrong('src/api/client.ts', "import { db } from '../../mock-server/store/db'", 'api', 'mock-server'),
    wrong('src/lib/price.ts', "import { seed } from '../../mock-server/store/seed'", 'lib', 'mock-server'),
    wrong(
      'src/features/deal/deal-page.tsx',
      "import { db } from '../../../mock-server/db'",
      'feature:deal',
      'mock-server',
    ),
    wrong(
      'src/features/deal/deal-page.tsx',
      "const m = await import('../../../mock-server/browser')",
      'feature:deal',
      'mock-server',
    ),
    wrong('src/app/router.tsx', "import { personas } from '../../mock-server/store/personas'", 'app', 'mock-server'),
    wrong('src/main.tsx', "import { startBrowserMock } from '../mock-server/browser'", 'main', 'mock-server'),
    wrong('src/main.tsx', "export * from '../mock-server/browser'", 'main', 'mock-server'),
  ],
})
