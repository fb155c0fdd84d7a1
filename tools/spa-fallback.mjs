// Static hosts serve 404.html for unknown paths: a copy of index.html lets deep links (/deal/...) boot the app.
import { copyFileSync } from 'node:fs'
const dir = process.argv[2] ?? 'dist'
copyFileSync(`${dir}/index.html`, `${dir}/404.html`)
console.log(`${dir}/404.html written (SPA fallback for static hosting)`)
