import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize, sep } from 'node:path'
import type { ServerResponse } from 'node:http'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json',
}

/**
 * The shared demo's app (`npm run demo:shared`): the built demo served from the mock's own origin, so phones reach
 * the app and its API at one address. A path that is no file is one of the app's routes: index.html answers it.
 * Hashed assets are cached for good; the rest is read again each time.
 */
export function serveStatic(dir: string, path: string, res: ServerResponse): void {
  const clean = normalize(decodeURIComponent(path)).replace(/^([/\\])+/, '')
  let file = join(dir, clean)
  if (!file.startsWith(normalize(dir) + sep) && file !== normalize(dir)) file = join(dir, 'index.html')
  if (!existsSync(file) || statSync(file).isDirectory()) {
    const index = join(file, 'index.html')
    file = existsSync(index) ? index : join(dir, 'index.html')
  }
  const hashed =
    /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2|webp|avif|png|svg)$/.test(file) && file.includes(`${sep}assets${sep}`)
  let body: Buffer
  try {
    body = readFileSync(file)
  } catch {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end(`The app is not built in ${dir}.`)
    return
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
  })
  res.end(body)
}
