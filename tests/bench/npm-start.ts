// `npm start` as a user runs it, for the benches that measure the server as a process of its own:
// on a port and data folder, inside the bench's memory limit when the machine allows one
// (memory-limit.ts), timed to its first page, with its resident memory read from /proc.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { serverEnvironment } from '../fixtures/server-environment.js'
import type { MemoryLimit } from './memory-limit.js'
import { descendants, serverRssMiB, treeRssMiB } from './processes.js'

export type NpmServer = {
  baseUrl: string
  firstPageMs: number
  /** RSS (MiB) of the server, a second after its first page. */
  rssMiB: number
  /** RSS now, and the most it has held (VmHWM), of the largest process of the tree: the server; and of the whole tree. */
  memoryNow(): { rssMiB: number; peakMiB: number; treeMiB: number }
  stop(): Promise<void>
}

export async function startNpmServer(options: {
  port: number
  dataDir: string
  exchangeRatesUrl: string
  environment?: Record<string, string>
  limit?: MemoryLimit | null
}): Promise<NpmServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`
  const began = performance.now()
  const { command, args } = options.limit ? options.limit.wrap('npm', ['start']) : { command: 'npm', args: ['start'] }
  const child = spawn(command, args, {
    env: { ...serverEnvironment({ port: options.port, dataDir: options.dataDir, exchangeRatesUrl: options.exchangeRatesUrl }), ...options.environment },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`npm start exited with ${child.signalCode ?? child.exitCode}`)
    try {
      const response = await fetch(`${baseUrl}/`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const firstPageMs = Math.round(performance.now() - began)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const memoryNow = () => {
    const rssMiB = serverRssMiB(child.pid!)
    const peaks = [child.pid!, ...descendants(child.pid!)].map((pid) => {
      try {
        return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
      } catch {
        return 0
      }
    })
    return { rssMiB, peakMiB: Math.round(Math.max(...peaks)), treeMiB: treeRssMiB(child.pid!) }
  }
  const stop = async () => {
    for (const pid of [child.pid!, ...descendants(child.pid!)].reverse()) {
      try {
        process.kill(pid, 'SIGTERM')
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)))
  }
  return { baseUrl, firstPageMs, rssMiB: memoryNow().rssMiB, memoryNow, stop }
}
