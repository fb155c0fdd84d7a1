import { checkPactAgainstOpenApi } from './contracts/openapi/pact-check'
const t = Date.now()
const r = await checkPactAgainstOpenApi(process.argv[2]!, 'contracts/pacts/hola-web-hola-api.json')
console.log((Date.now() - t) / 1000, 's', r.errors.length, r.warnings.length)
console.log(r.errors.slice(0, 15).join('\n'))
console.log(r.warnings.slice(0, 5).join('\n'))
