// npm run machines:docs — writes docs/machines.md (one Mermaid state diagram per machine).
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { machinesDocument } from './machine-diagram.js'

const root = process.cwd()
const target = path.join(root, 'docs', 'machines.md')
await mkdir(path.dirname(target), { recursive: true })
await writeFile(target, await machinesDocument(path.join(root, 'machines')))
console.log(`wrote ${path.relative(root, target)}`)
