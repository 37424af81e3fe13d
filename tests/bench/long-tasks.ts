import puppeteer from 'puppeteer-core'
import { measuredPages } from './page-urls.js'

/**
 * What runs in a page's long tasks: loads the page in Chromium at Lighthouse's 4× CPU slowdown with
 * a CPU profile and a long-task observer, then prints each long task with the functions that took
 * most of its time (self time, by function and file). Against a server already running:
 *   tsx tests/bench/long-tasks.ts http://127.0.0.1:8093 search
 */
const [baseUrl = 'http://127.0.0.1:8093', label = 'home'] = process.argv.slice(2)
const url = (await measuredPages(baseUrl))[label as 'home' | 'search' | 'checkout']

const browser = await puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
const session = await page.createCDPSession()
await session.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await session.send('Profiler.enable')
await session.send('Profiler.setSamplingInterval', { interval: 200 })
// long tasks and LCP candidates as the page records them (a string: see the marker below)
await page.evaluateOnNewDocument(`(() => {
  window.longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  window.paints = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.paints.push('LCP candidate at ' + Math.round(entry.startTime) + ' ms: ' + entry.size + ' px², <' + entry.element?.tagName.toLowerCase() + ' class="' + entry.element?.className + '">')
  }).observe({ type: 'largest-contentful-paint', buffered: true })
})()`)
await session.send('Profiler.start')
await page.goto(url, { waitUntil: 'networkidle0' })
await new Promise((resolve) => setTimeout(resolve, 2000))
// a marker: a busy function at a known page time ties the profile's clock to the page's
// (a string: tsx would wrap a named function with a helper the page does not have)
const markerAt = (await page.evaluate(`(() => {
  function keyturnClockMarker() {
    const began = performance.now()
    while (performance.now() < began + 20) {}
    return began
  }
  return keyturnClockMarker()
})()`)) as number
const { profile } = await session.send('Profiler.stop')
for (const paint of (await page.evaluate('window.paints')) as string[]) console.log(paint)
const longTasks = (await page.evaluate('window.longTasks')) as { start: number; duration: number }[]
await browser.close()

const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
const name = (id: number) => {
  const frame = nodes.get(id)!.callFrame
  const file = frame.url.split('/').pop()?.split('?')[0] ?? ''
  return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
}
const samples = profile.samples ?? []
const sampleTimes: number[] = []
let clock = profile.startTime
for (const delta of profile.timeDeltas ?? []) sampleTimes.push((clock += delta))
const markerSample = samples.findIndex((id) => nodes.get(id)!.callFrame.functionName === 'keyturnClockMarker')
// page time (ms) of a sample: the marker's first sample is at markerAt
const pageTime = (index: number) => markerAt + (sampleTimes[index]! - sampleTimes[markerSample]!) / 1000

function topFunctions(from: number, to: number, count: number) {
  const self = new Map<string, number>()
  for (let i = 0; i < samples.length; i++) {
    const at = pageTime(i)
    if (at < from || at > to) continue
    const key = name(samples[i]!)
    if (key.startsWith('(idle)') || key.startsWith('(program)')) continue
    self.set(key, (self.get(key) ?? 0) + (sampleTimes[i + 1] ?? sampleTimes[i]!) / 1000 - sampleTimes[i]! / 1000)
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count)
}

const parents = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)

/** The call tree of a task: inclusive ms per call path, down to `depth`, paths over 4 ms. */
function callTree(from: number, to: number, depth: number) {
  const inclusive = new Map<string, number>()
  for (let i = 0; i < samples.length; i++) {
    const at = pageTime(i)
    if (at < from || at > to) continue
    const ms = ((sampleTimes[i + 1] ?? sampleTimes[i]!) - sampleTimes[i]!) / 1000
    const path: string[] = []
    for (let id: number | undefined = samples[i]; id !== undefined; id = parents.get(id)) path.unshift(name(id))
    const shown = path.filter((frame) => !frame.startsWith('(root)'))
    if (shown[0]?.startsWith('(idle)') || shown[0]?.startsWith('(program)')) continue
    for (let d = 1; d <= Math.min(depth, shown.length); d++) {
      const key = shown.slice(0, d).join(' > ')
      inclusive.set(key, (inclusive.get(key) ?? 0) + ms)
    }
  }
  return [...inclusive].filter(([, ms]) => ms >= 4).sort((a, b) => (a[0] < b[0] ? -1 : 1))
}
/** Inclusive ms per component (a PascalCase function on the stack), counted once per sample. */
function components(from: number, to: number) {
  const inclusive = new Map<string, number>()
  for (let i = 0; i < samples.length; i++) {
    const at = pageTime(i)
    if (at < from || at > to) continue
    const ms = ((sampleTimes[i + 1] ?? sampleTimes[i]!) - sampleTimes[i]!) / 1000
    const seen = new Set<string>()
    for (let id: number | undefined = samples[i]; id !== undefined; id = parents.get(id)) {
      const frame = nodes.get(id)!.callFrame.functionName
      if (/^[A-Z][a-z]\w+$/.test(frame) && !seen.has(frame)) {
        seen.add(frame)
        inclusive.set(frame, (inclusive.get(frame) ?? 0) + ms)
      }
    }
  }
  return [...inclusive].filter(([, ms]) => ms >= 3).sort((a, b) => b[1] - a[1])
}
const treeDepth = Number(process.env.TREE_DEPTH ?? 0)

let blocking = 0
for (const task of longTasks) {
  blocking += task.duration - 50
  console.log(`\nlong task at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms`)
  for (const [key, ms] of topFunctions(task.start, task.start + task.duration, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`)
  if (process.env.COMPONENTS) console.log('  components: ' + components(task.start, task.start + task.duration).map(([frame, ms]) => `${frame} ${ms.toFixed(0)}`).join(', '))
  if (treeDepth > 0) {
    for (const [key, ms] of callTree(task.start, task.start + task.duration, treeDepth)) {
      const frames = key.split(' > ')
      console.log(`    ${'  '.repeat(frames.length - 1)}${ms.toFixed(1)} ms ${frames.at(-1)}`)
    }
  }
}
console.log(`\n${label}: ${longTasks.length} long tasks, blocking ${Math.round(blocking)} ms (observed at 4× CPU)`)
