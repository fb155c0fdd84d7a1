// npm run mock-server [-- options]: the standalone mock (mock-server/serve.ts) run from one bundle of its TypeScript.
// Loading its ~260 modules through tsx took seconds at every start (docs/decisions/mock-data-store.md, start-up); the
// bundle is built by esbuild (about 1-2 s) only when it is missing or one of the files it was built from changed since.
import { build, version } from 'esbuild'
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dir = join(root, 'node_modules/.cache/hola-mock-server')
const bundle = join(dir, 'serve.mjs')
const stampFile = join(dir, 'built-from.json')
/** Not imported, yet they change what the bundle holds. */
const ALSO_READ = ['package.json', 'package-lock.json', 'tsconfig.json', 'tools/serve-mock.mjs']

/** The bundle is fresh when this checkout, this esbuild and every file it was built from are as they were then. */
function fresh() {
  try {
    const stamp = JSON.parse(readFileSync(stampFile, 'utf8'))
    if (stamp.root !== root || stamp.esbuild !== version) return false
    statSync(bundle)
    return stamp.inputs.every((file) => statSync(join(root, file)).mtimeMs < stamp.startedAt)
  } catch {
    return false // no bundle yet, or a file it was built from is gone
  }
}

async function rebuild() {
  mkdirSync(dir, { recursive: true })
  const startedAt = Date.now()
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['mock-server/serve.ts'],
    outfile: bundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they do under tsx; only the project's own TypeScript is bundled.
    packages: 'external',
    // The one module that finds a file beside itself (reference.ts: contracts/openapi.json) keeps its own folder.
    define: { 'import.meta.dirname': JSON.stringify(join(root, 'mock-server')) },
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
  })
  // Written beside and renamed, so a server starting at the same moment reads a whole bundle, old or new.
  for (const out of result.outputFiles) {
    writeFileSync(`${out.path}.${process.pid}.tmp`, out.contents)
    renameSync(`${out.path}.${process.pid}.tmp`, out.path)
  }
  const inputs = [...Object.keys(result.metafile.inputs), ...ALSO_READ]
  writeFileSync(stampFile, JSON.stringify({ root, esbuild: version, startedAt, inputs }))
}

if (!fresh()) await rebuild()
await import(pathToFileURL(bundle).href)
