// npm run machines:viz — writes docs/machines/<name>.machine.js, each machine as the code Stately's
// editor imports (tools/machine-code.ts), and removes the files of machines that are gone.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { machineModules } from './machine-code.js'

const root = process.cwd()
const target = path.join(root, 'docs', 'machines')
const modules = await machineModules(path.join(root, 'machines'))
await mkdir(target, { recursive: true })
for (const file of await readdir(target)) if (file.endsWith('.machine.js') && !modules.has(file)) await rm(path.join(target, file))
for (const [file, text] of modules) await writeFile(path.join(target, file), text)
console.log(`wrote ${modules.size} machines to ${path.relative(root, target)}/`)
