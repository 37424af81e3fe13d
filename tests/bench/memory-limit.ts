// A memory limit on the servers the bench starts, as a 1 GB machine (or a container's limit) would set
// it: a cgroup of their own, made beneath the bench's own memory cgroup (so every limit above still
// holds), with cgroup v2's memory.max or cgroup v1's memory.limit_in_bytes. Processes started in it
// (and everything they start) are charged to it: the kernel's OOM killer ends them past the limit, and
// the group keeps the peak and the OOM kills for the bench to report. prlimit or --max-old-space-size
// would not be the same: they cap address space or the JavaScript heap, not resident memory.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const SERVER_MEMORY_LIMIT = 1024 ** 3

export type MemoryLimit = {
  /** What the limit is and where, for the report. */
  describe: string
  /** `command args…` as a shell command that first moves itself into the group, then runs them. */
  wrap(command: string, args: string[]): { command: string; args: string[] }
  /** The most the group has held (MiB), page cache included. */
  peakMiB(): number
  /** How many processes of the group the kernel killed for want of memory. */
  oomKills(): number
  /** Removes the group (its processes must have exited). */
  remove(): void
}

const CGROUP_ROOT = '/sys/fs/cgroup'

/** A group limited to `bytes`, or null (with the reason) when this machine lets the bench make none. */
export function createMemoryLimit(name: string, bytes = SERVER_MEMORY_LIMIT): MemoryLimit | { unavailable: string } {
  const own = readFileSync('/proc/self/cgroup', 'utf8').split('\n')
  const v2 = existsSync(path.join(CGROUP_ROOT, 'cgroup.controllers')) && readFileSync(path.join(CGROUP_ROOT, 'cgroup.controllers'), 'utf8').includes('memory')
  // v1: "4:memory:/some/group"; v2 (unified): "0::/some/group"
  const line = v2 ? own.find((entry) => entry.startsWith('0::')) : own.find((entry) => entry.split(':')[1]?.split(',').includes('memory'))
  if (!line) return { unavailable: 'no memory cgroup controller for this process' }
  const parent = path.join(CGROUP_ROOT, v2 ? '' : 'memory', line.split(':').slice(2).join(':'))
  const group = path.join(parent, `${name}-${process.pid}`)
  const file = (entry: string) => path.join(group, entry)
  try {
    mkdirSync(group)
    writeFileSync(file(v2 ? 'memory.max' : 'memory.limit_in_bytes'), String(bytes))
    // v2: the limit holds for resident memory only when swap cannot take the excess
    if (v2 && existsSync(file('memory.swap.max'))) writeFileSync(file('memory.swap.max'), '0')
  } catch (error) {
    try {
      rmdirSync(group)
    } catch {
      // never made
    }
    return { unavailable: `cannot make a memory cgroup under ${parent}: ${(error as Error).message}` }
  }
  const read = (entry: string) => readFileSync(file(entry), 'utf8')
  const counter = (entry: string, key: string) => Number(new RegExp(`^${key} (\\d+)$`, 'm').exec(read(entry))?.[1] ?? 0)
  return {
    describe: `cgroup ${v2 ? 'v2 memory.max' : 'v1 memory.limit_in_bytes'} = ${Math.round(bytes / 1024 ** 2)} MiB at ${group}`,
    wrap: (command, args) => ({
      command: '/bin/sh',
      // $$ is this shell, which exec then turns into the command: it and its children run in the group
      args: ['-c', `echo $$ > "$0" && exec "$@"`, file('cgroup.procs'), command, ...args],
    }),
    peakMiB: () => {
      const peak = v2 ? (existsSync(file('memory.peak')) ? read('memory.peak') : read('memory.current')) : read('memory.max_usage_in_bytes')
      return Math.round(Number(peak) / 1024 ** 2)
    },
    oomKills: () => (v2 ? counter('memory.events', 'oom_kill') : counter('memory.oom_control', 'oom_kill')),
    remove: () => rmdirSync(group),
  }
}
