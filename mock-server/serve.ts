import { startHttpMock } from './http'

// npm run mock-server [-- --port 4010] ; PORT and HOST work too.
const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const port = Number(arg('port') ?? process.env.PORT ?? 4010)
const host = arg('host') ?? process.env.HOST ?? '127.0.0.1'
const deals = arg('deals') ? Number(arg('deals')) : undefined
const { url } = await startHttpMock({ port, host, seed: deals ? { deals } : {} })
console.log(`Hola Deals mock API listening on ${url.replace('127.0.0.1', host)}  (reset: POST ${url}/__mock/reset, outbox: GET ${url}/__mock/outbox)`)
