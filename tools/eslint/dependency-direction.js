// The architecture's dependency direction as a lint rule: every relative import is resolved to the layer it lands in,
// and each layer may only reach the layers listed in ALLOWED (docs/decisions/platform.md).
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** The layer a file belongs to, e.g. 'lib', 'api', 'feature:deal', 'mock-server'. */
export function layerOf(file) {
  const rel = path
    .relative(root, file)
    .split(path.sep)
    .join('/')
    .replace(/\.(tsx?|jsx?)$/, '')
  if (rel.startsWith('src/lib/')) return 'lib'
  if (rel.startsWith('src/api/schemas/')) return 'schemas'
  // The endpoint table, how an entry is written and made, and the mock's control API written the same way.
  if (['endpoints', 'endpoint-types', 'mock-control-endpoints'].some((f) => rel === `src/api/${f}`)) return 'endpoints'
  if (rel.startsWith('src/api/')) return 'api'
  if (rel.startsWith('src/state/')) return 'state'
  if (rel.startsWith('src/ui/')) return 'ui'
  if (rel.startsWith('src/testing/')) return 'testing'
  if (rel.startsWith('src/features/')) return `feature:${rel.split('/')[2]}`
  if (rel.startsWith('src/app/')) return 'app'
  if (rel === 'src/main') return 'main'
  if (rel === 'contracts/states') return 'contract-states'
  if (rel.startsWith('mock-server/')) return 'mock-server'
  return 'outside'
}

const SRC = ['lib', 'schemas', 'endpoints', 'api', 'state', 'ui']
const ALLOWED = {
  lib: ['lib'],
  schemas: ['schemas'],
  // The endpoint table (docs/decisions/0001-endpoint-table.md): methods and paths, read by the client and the mock.
  endpoints: ['endpoints', 'lib'],
  api: ['api', 'endpoints', 'schemas', 'lib'],
  state: ['state', 'api', 'endpoints', 'schemas', 'lib'],
  ui: ['ui', 'state', 'api', 'endpoints', 'schemas', 'lib'],
  // Test kits (render in the app's frame, sign a persona in, build fixtures): only tests import them.
  testing: ['testing', 'ui', 'state', 'api', 'endpoints', 'schemas', 'lib'],
  app: [...SRC, 'app', 'feature:*'],
  main: [...SRC, 'app', 'feature:*'],
  'mock-server': ['mock-server', 'endpoints', 'schemas', 'lib', 'contract-states'],
}
/** Reached only through `import()`, so the build can drop it: main.tsx starts the browser mock this way. */
const DYNAMIC_ONLY = { main: ['mock-server'] }
/**
 * Reached only through `import type`, so nothing of it runs or ships: the endpoint table's keys are read off the
 * client's functions' types (docs/decisions/0001-endpoint-table.md), while the mock, which imports the table, never
 * imports the client.
 */
const TYPE_ONLY = { endpoints: ['api'] }

/**
 * What a test may reach beyond its layer: it is not shipped, so it may set the mock up directly, use the test kits, the
 * tools (a PDF's text) and the provider-state names, and reach the generic layers below its own. It still never reaches another feature's
 * internals: a feature's test that needs another feature's part is testing through the app (src/app) instead.
 */
const TEST_EXTRAS = ['mock-server', 'testing', 'contract-states', 'outside', ...SRC]

function allowed(from, to, dynamic, test = false, typeOnly = false) {
  if (from === 'outside' || from === 'contract-states') return true
  if (dynamic && DYNAMIC_ONLY[from]?.includes(to)) return true
  if (typeOnly && TYPE_ONLY[from]?.includes(to)) return true
  if (test && TEST_EXTRAS.includes(to)) return true
  if (from.startsWith('feature:')) return to === from || SRC.includes(to)
  const list = ALLOWED[from] ?? []
  return list.includes(to) || (to.startsWith('feature:') && list.includes('feature:*'))
}

export default {
  meta: {
    type: 'problem',
    messages: { wrong: "{{from}} may not import {{to}} ('{{source}}'): see ARCHITECTURE.md, dependency direction." },
  },
  create(context) {
    const test = /\.test\.[cm]?[tj]sx?$/.test(context.filename)
    const from = layerOf(context.filename)
    const check = (node, source, dynamic = false, typeOnly = false) => {
      if (typeof source !== 'string' || !source.startsWith('.') || /\.(css|svg|png|jpe?g|json)$/.test(source)) return
      const to = layerOf(path.resolve(path.dirname(context.filename), source))
      if (!allowed(from, to, dynamic, test, typeOnly))
        context.report({ node, messageId: 'wrong', data: { from, to, source } })
    }
    /** `import type { … }`, or an import whose every name is `type …`. */
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'))
    return {
      ImportDeclaration: (node) => check(node, node.source.value, false, typeOnly(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, true),
    }
  },
}
