// Types of build-server.mjs (plain JavaScript so that `npm start` needs no compiler to run it).
export const serverBundle: string
export function newestChange(target: string): number
export function serverNeedsBuild(): boolean
export function buildServer(options?: { outdir?: string }): Promise<void>
