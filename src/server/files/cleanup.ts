import type { FastifyInstance } from 'fastify'
import { removeStaleTempLicenses } from './storage.js'

/** How often temporary licences (createLicense) are swept; each sweep removes those older than a day. */
export const TEMP_LICENSE_SWEEP_MS = 60 * 60 * 1000

/**
 * Removes temporary licences older than a day when the server is ready, then every hour.
 * A visitor uploads one at checkout; checkout moves it to the permanent licences, so what is
 * left in licenses/temp after a day belongs to an abandoned checkout.
 */
export function registerTempLicenseCleanup(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined
  const sweep = async () => {
    try {
      const removed = await removeStaleTempLicenses(app.config)
      if (removed > 0) app.log.info({ removed }, 'removed stale temporary licences')
    } catch (error) {
      app.log.warn({ err: error }, 'could not sweep temporary licences')
    }
  }
  app.addHook('onReady', async () => {
    void sweep()
    timer = setInterval(() => void sweep(), TEMP_LICENSE_SWEEP_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
  })
}
