// npm run test:paths — generates every machine's paths, replays them, prints the coverage table,
// and fails naming whatever a machine leaves uncovered or when docs/machines-coverage.md is stale.
// `npm run test:paths -- --write` writes that document.
import { machinePathPlans } from './paths/index'
import { appMachines, checkCoverage } from './support/coverage-report'

const { ok, output } = await checkCoverage({
  plans: machinePathPlans,
  machines: await appMachines('machines'),
  document: 'docs/machines-coverage.md',
  write: process.argv.includes('--write'),
})
console.log(output)
if (!ok) process.exitCode = 1
