// npm run contracts:openapi — regenerates contracts/openapi.json from the endpoint table and the wire schemas.
import { writeFileSync } from 'node:fs'
import { OPENAPI_FILE, currentOpenApi, openApiText } from './current'

const doc = currentOpenApi()
writeFileSync(OPENAPI_FILE, openApiText(doc))
const operations = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0)
console.log(`Wrote ${OPENAPI_FILE}: ${operations} operations, ${doc['x-schema-fallbacks'].length} schema fallbacks.`)
