import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { contractPath } from '../app.js'
import { implementedHandlers } from '../handlers/index.js'

/** Prints `implemented/total` operations of the contract; lists the missing ones with --missing. */
const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options']
const contract = parse(readFileSync(contractPath, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> }
const operationIds = Object.values(contract.paths).flatMap((item) =>
  methods.flatMap((method) => (item[method]?.operationId ? [item[method].operationId] : [])),
)
const missing = operationIds.filter((id) => !(id in implementedHandlers))
if (process.argv.includes('--missing')) for (const id of missing) console.log(`not implemented: ${id}`)
console.log(`${operationIds.length - missing.length}/${operationIds.length}`)
