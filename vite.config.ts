import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

export default defineConfig({
  plugins: [react()],
  // The in-page mock keeps no cookies: msw's cookie jar (tough-cookie and its public-suffix list) is left out.
  resolve: { alias: { 'tough-cookie': fileURLToPath(new URL('./mock-server/shims/tough-cookie.ts', import.meta.url)) } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
  },
})
