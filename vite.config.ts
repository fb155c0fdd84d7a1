import {
  createServer,
  defineConfig,
  loadEnv,
  type Plugin,
  type ResolvedConfig,
  type Rolldown,
  type UserConfig,
} from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { fileURLToPath } from 'node:url'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { apiMocking, mixedApiProblem } from './tools/api-mocking'

/**
 * The demo's first act is `import('../mock-server/browser')` (src/main.tsx), and nothing renders until the mock runs.
 * Vite fetches a dynamic import's chunks only when the entry has run and asks for them, one step after the entry's own
 * chunks. This lists the page's side of the mock (mock-server/browser.ts, which starts the mock's worker and joins it
 * to the service worker) as module preloads in index.html, so it downloads alongside the entry. Only
 * where that chunk exists: a build with mocking off has none and gets nothing.
 */
function preloadMock(): Plugin {
  let base = '/'
  return {
    name: 'hola:preload-mock',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return
        const chunks = new Map(
          Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])),
        )
        const mock = [...chunks.values()].find((c) =>
          c.facadeModuleId?.replaceAll('\\', '/').endsWith('/mock-server/browser.ts'),
        )
        if (!mock) return
        // The mock chunk and every chunk it imports (what starting it needs), minus those already listed.
        const files = new Set<string>()
        const visit = (name: string) => {
          if (files.has(name)) return
          files.add(name)
          for (const next of chunks.get(name)?.imports ?? []) visit(next)
        }
        visit(mock.fileName)
        return [...files]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` },
            injectTo: 'head' as const,
          }))
      },
    },
  }
}

/**
 * Paints the shell without JavaScript: renders the app's first screen for a visitor on home (header, home's heading and
 * loading line, footer; `src/app/prerender.tsx`) with React's static prerender in Node at build time and puts it in
 * index.html's root, which main.tsx then hydrates. The render runs in a dev-mode SSR server of this same config, so it
 * sees the same modules and VITE_* settings as the build (mocking on: the demo's starting city, as main.tsx sets it).
 */
function prerenderShell(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'hola:prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        })
        try {
          const mocking = config.env.VITE_API_MOCKING !== 'off'
          const city = mocking ? (await server.ssrLoadModule('/mock-server/demo-city.ts')).DEMO_CITY : null
          const { renderShell } = await server.ssrLoadModule('/src/app/prerender.tsx')
          const shell: string = await renderShell(city)
          if (!html.includes('<div id="root"></div>'))
            throw new Error('index.html has no empty #root to prerender into')
          // inert until the app has taken the shell over (App's first effect): a click on a button that does nothing
          // yet would be lost, so nothing in it can be clicked or focused before it works.
          return html.replace('<div id="root"></div>', () => `<div id="root" inert>${shell}</div>`)
        } finally {
          await server.close()
        }
      },
    },
  }
}

/**
 * A lazy chunk's preload list leaves out what index.html has loaded up front (the entry and its static imports): those
 * names, in every route's list, were ~0.3 KB of home's up-front JavaScript. index.html keeps its own list. The plugin
 * learns the entry's files from the bundle before Vite writes the lists (`order: 'pre'`).
 */
function leaveOutUpFront(): Plugin {
  const upFront = new Set<string>()
  return {
    name: 'hola:leave-out-up-front',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, deps, { hostType }) =>
            hostType === 'html' ? deps : deps.filter((d) => !upFront.has(d)),
        },
      },
    }),
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        upFront.clear()
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry)
            for (const f of [chunk.fileName, ...chunk.imports]) upFront.add(f)
      },
    },
  }
}

/**
 * Marks the demo's page (`<html data-demo>`) from the first byte, in the dev server and the demo build alike: the page
 * keeps clear of the Demo tab on a phone (src/styles.css). Keyed on the lazily loaded panel itself, the content moved
 * over when the panel arrived, a layout shift a journey caught measuring the page a moment early.
 */
function markDemo(): Plugin {
  let mocking = true
  let outDir = 'dist'
  return {
    name: 'hola:mark-demo',
    configResolved(config) {
      mocking = config.env.VITE_API_MOCKING !== 'off'
      outDir = resolve(config.root, config.build.outDir)
      const mixed = mixedApiProblem(mocking ? 'on' : 'off', config.env.VITE_API_BASE_URL)
      if (mixed && config.command === 'build') throw new Error(mixed)
      if (mixed) config.logger.warn(`\n  ${mixed}\n`)
    },
    transformIndexHtml(html) {
      return mocking ? html.replace(/<html(?=[\s>])/, '<html data-demo') : html
    },
    // The demo's service worker (public/hola-mock-sw.js) is copied with public/; a build with mocking off ships no mock.
    closeBundle() {
      if (!mocking) rmSync(resolve(outDir, 'hola-mock-sw.js'), { force: true })
    },
  }
}

/**
 * The deal page's first load: its screen's chunk imported ~20 small shared modules (src/lib, src/ui), each a
 * chunk of its own by default, so a request and a modulepreload link each before the page could draw its banner. Two
 * groups instead: what the deal screen shares with home's screen ("home-and-deal"), and the rest of what it imports
 * statically ("deal-page"). Neither takes anything the entry holds (home's up-front budget), a screen's own module, or
 * a package (DOMPurify stays in its own chunk, loaded with the deal page as before).
 */
function dealPageChunks(): Rolldown.CodeSplittingGroup {
  const src = (path: string) => fileURLToPath(new URL(path, import.meta.url))
  const [entry, home, deal] = [
    src('./src/main.tsx'),
    src('./src/features/catalogue/home-screen.tsx'),
    src('./src/features/catalogue/deal-screen.tsx'),
  ]
  let plan: Map<string, string> | undefined
  const planOf = (info: (id: string) => Rolldown.ModuleInfo | null) => {
    const reach = (from: string) => {
      const seen = new Set<string>()
      const visit = (id: string) => {
        if (seen.has(id)) return
        seen.add(id)
        for (const next of info(id)?.importedIds ?? []) visit(next)
      }
      visit(from)
      return seen
    }
    const [inEntry, fromHome] = [reach(entry), reach(home)]
    const grouped = new Map<string, string>()
    for (const id of reach(deal))
      if (id !== deal && !inEntry.has(id) && !id.includes('/node_modules/') && id.startsWith(src('./src/')))
        grouped.set(id, fromHome.has(id) ? 'home-and-deal' : 'deal-page')
    return grouped
  }
  return {
    debugName: 'deal page',
    name: (id, ctx) => (plan ??= planOf((m) => ctx.getModuleInfo(m))).get(id) ?? null,
    // The default also moves a grouped module's imports into its group: the entry's own modules with them, so the
    // entry imported the group and home's up-front JavaScript took in the whole deal page (113.8 KB gzip).
    includeDependenciesRecursively: false,
  }
}

/**
 * The installable app (docs/decisions/installable-app.md): the web app manifest, and the service worker built from
 * src/sw/sw.ts with the list of the app's files (the shell, the routes' code and styles, the icons; not the deals'
 * images). The page registers it itself after load (src/features/app-updates), so nothing is injected into index.html
 * but the manifest's link.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Hola Deals',
      short_name: 'Hola Deals',
      description: 'Student deals from local outlets, paid in rupees and Hola points.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f6f6f9',
      theme_color: '#363445',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // A classic script: the demo's worker imports the mock's hand-off with importScripts.
      rollupFormat: 'iife',
      // The manifest and its icons are added by the plugin itself.
      globPatterns: ['**/*.{js,css,html}', 'img/logo.svg'],
      // The demo's hand-off is imported by the worker itself; 404.html is a copy of index.html for static hosts.
      globIgnores: ['hola-mock-sw.js', '404.html', 'sw.js'],
      // The demo's mock chunk (msw and the seed) is the largest file and must be there offline.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  })
}

const config = {
  plugins: [react(), markDemo(), preloadMock(), prerenderShell(), leaveOutUpFront(), installableApp()],
  // The dependency cache (default node_modules/.vite). The README smoke test (tests/smoke) points it at an empty folder
  // so the dev server optimises as on a fresh clone; the name has no VITE_ prefix, so it never reaches the bundle.
  cacheDir: process.env.HOLA_VITE_CACHE_DIR || undefined,
  // The in-page mock keeps no cookies: msw's cookie jar (tough-cookie and its public-suffix list) is left out.
  resolve: {
    alias: { 'tough-cookie': fileURLToPath(new URL('./mock-server/shims/tough-cookie.ts', import.meta.url)) },
  },
  // The mock's worker (mock-server/browser-worker.ts) as an ES module: it has chunks of its own, as the page does.
  worker: { format: 'es' },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    rolldownOptions: { output: { codeSplitting: { groups: [dealPageChunks()] } } },
  },
} satisfies UserConfig

export default defineConfig(({ mode }) => {
  // One decision for the app, the plugins and the prerender's server: asked for, else by mode (tools/api-mocking.ts).
  // Set where Vite reads VITE_* from (the environment wins over .env files), before it reads them.
  process.env.VITE_API_MOCKING = apiMocking(
    mode,
    process.env.VITE_API_MOCKING ?? loadEnv(mode, process.cwd(), 'VITE_API_').VITE_API_MOCKING,
  )
  return config
})
