import { bodyRules, readContract } from '../src/server/contract.js'
import { implementedHandlers } from '../src/server/handlers/index.js'

/** Prints `implemented/total` operations of the contract; lists the missing ones with --missing. */
const operationIds = [...bodyRules(readContract()).keys()]
const missing = operationIds.filter((id) => !(id in implementedHandlers))
if (process.argv.includes('--missing')) for (const id of missing) console.log(`not implemented: ${id}`)
console.log(`${operationIds.length - missing.length}/${operationIds.length}`)
