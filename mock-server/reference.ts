import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { apiPathOf, currentApiBasePath } from './kit/route-match'

/**
 * The API reference the standalone mock serves under its control path (docs/backend-team.md): the committed OpenAPI
 * document (contracts/openapi.json, kept fresh by contracts/openapi/openapi.test.ts) and a page that renders it with
 * Scalar. Scalar's browser build comes from node_modules through this server, never from a CDN (the page works offline)
 * and never in the app's bundles (only this page loads it). Read-only and data-free, so it needs no control token.
 */
// A path, not a URL: under jsdom (the unit tests) the global URL is jsdom's, which node:fs and node:url refuse.
const OPENAPI_FILE = join(import.meta.dirname, '../contracts/openapi.json')
const scalarBundle = () => createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js')

const page = (base: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hola Deals API reference (mock)</title>
  </head>
  <body>
    <div id="app"></div>
    <script src="${base}/__mock/docs/scalar.js"></script>
    <script>
      Scalar.createApiReference('#app', {
        url: '${base}/__mock/openapi.json',
        documentDownloadType: 'json',
        // Offline and local: no web fonts from a CDN, no usage events, no hosted AI chat, no Scalar deploy toolbar.
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        showDeveloperTools: 'never',
      })
    </script>
  </body>
</html>
`

/** The answer for a path under the API base (`__mock/openapi.json`, `__mock/docs`…), or null when it is not one of these. */
export async function referenceAnswer(method: string, pathname: string): Promise<Response | null> {
  const apiPath = apiPathOf(pathname)
  if ((method !== 'GET' && method !== 'HEAD') || apiPath === null) return null
  switch (apiPath.replace(/\/+$/, '')) {
    case '__mock/openapi.json':
      return new Response(await readFile(OPENAPI_FILE), { headers: { 'content-type': 'application/json' } })
    case '__mock/docs':
      return new Response(page(currentApiBasePath()), { headers: { 'content-type': 'text/html; charset=utf-8' } })
    case '__mock/docs/scalar.js':
      return new Response(await readFile(scalarBundle()), {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'max-age=3600' },
      })
    default:
      return null
  }
}
