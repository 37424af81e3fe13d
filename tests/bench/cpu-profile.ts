// `npm run bench -- --search --profile`: a CPU profile of the bench process (the in-process server and
// the load generator) while a measurement runs, saved as a .cpuprofile (open it in Chrome DevTools)
// and summarised here: self time per function and per package, and per package with what it calls,
// so the hot spots read in the terminal.
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number; children?: number[] }
type Profile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples: number[] }

/** Runs `work` under the V8 profiler, writes `<name>.cpuprofile` in `folder` and prints its summary. */
export async function profiled<T>(name: string, folder: string, work: () => Promise<T>): Promise<T> {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  await session.post('Profiler.start')
  let result: T
  try {
    result = await work()
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile }
    session.disconnect()
    const file = path.join(folder, `${name}.cpuprofile`)
    writeFileSync(file, JSON.stringify(profile))
    summaryOf(profile, file).forEach((line) => console.log(line))
  }
  return result!
}

/** Where a frame's code lives: a package of node_modules, our own source, or Node/V8 itself. */
function placeOf(url: string): string {
  const modules = url.lastIndexOf('node_modules/')
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  if (url.includes('/src/')) return `keyturn ${url.slice(url.indexOf('/src/') + 1)}`
  if (url.includes('/tests/')) return `bench ${url.slice(url.indexOf('/tests/') + 1)}`
  return url ? 'node' : '(native, GC, idle)'
}

function summaryOf(profile: Profile, file: string): string[] {
  const hits = new Map<number, number>()
  for (const sample of profile.samples) hits.set(sample, (hits.get(sample) ?? 0) + 1)
  const total = profile.samples.length
  const byFunction = new Map<string, number>()
  const byPlace = new Map<string, number>()
  for (const node of profile.nodes) {
    const count = hits.get(node.id) ?? 0
    if (!count) continue
    const { functionName, url, lineNumber } = node.callFrame
    const place = placeOf(url)
    const fn = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + count)
    byPlace.set(place, (byPlace.get(place) ?? 0) + count)
  }
  // with what it calls: a sample counts for every place on its stack, once each (query building
  // shows under drizzle-orm here, however deep the builder's own functions go); Node itself, under
  // nearly every stack, is left out
  const parentOf = new Map<number, ProfileNode>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node)
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]))
  const withCallees = new Map<string, number>()
  for (const [id, count] of hits) {
    const places = new Set<string>()
    for (let node = byNode.get(id); node; node = parentOf.get(node.id)) if (node.callFrame.url && placeOf(node.callFrame.url) !== 'node') places.add(placeOf(node.callFrame.url))
    for (const place of places) withCallees.set(place, (withCallees.get(place) ?? 0) + count)
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => `    ${((100 * count) / total).toFixed(1).padStart(5)} %  ${name}`)
  return [
    `\nCPU profile (${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, ${total} samples): ${file}`,
    '  self time by place:',
    ...top(byPlace, 15),
    '  time by place, with what it calls:',
    ...top(withCallees, 15),
    '  self time by function:',
    ...top(byFunction, 25),
  ]
}
