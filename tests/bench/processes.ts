import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** Every descendant of a process (npm → tsx → node…). */
export function descendants(pid: number): number[] {
  let children: number[]
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number)
  } catch {
    return []
  }
  return children.flatMap((child) => [child, ...descendants(child)])
}

/** Resident memory in MiB of the largest process of a tree: the server itself. */
export function serverRssMiB(rootPid: number): number {
  const sizes = [rootPid, ...descendants(rootPid)].map((pid) => {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    } catch {
      return 0
    }
  })
  return Math.round(Math.max(...sizes))
}

/** Resident memory in MiB of every process of a tree together (npm, the launcher, the server): shared pages counted in each. */
export function treeRssMiB(rootPid: number): number {
  const sizes = [rootPid, ...descendants(rootPid)].map((pid) => {
    try {
      return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
    } catch {
      return 0
    }
  })
  return Math.round(sizes.reduce((sum, size) => sum + size, 0))
}
