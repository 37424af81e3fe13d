// The driver's licence document: a temporary upload at checkout (visitor), the signed-in user's
// own licence (replace, delete) and its download, served to its owner only.
// Types are sniffed from the bytes (JPEG, PNG, WebP, PDF; 415 otherwise), the size limit is the
// multipart one (5 MiB, 413), and stored names are generated (src/server/files/storage.ts).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { toPublicUser } from '../db/queries/users.js'
import { AppError } from '../errors.js'
import {
  licensePath,
  licenseTypes,
  removeLicense,
  removeTempLicense,
  storeLicense,
  storeTempLicense,
  type LicenseExtension,
} from '../files/storage.js'
import type { Handlers } from './types.js'
import { replaceStoredFile } from '../files/replace.js'
import { ownAccount, updateOwnAccount } from './own-account.js'


const noLicense = () => new AppError('NOT_FOUND', 404, 'No driver\'s licence on file')

export const licenseHandlers = {
  /** A visitor's licence at checkout: stored as licenses/temp/<uuid>.<ext> (removed after a day unless checkout keeps it). */
  async createLicense(request) {
    return { file: await storeTempLicense(request.server.config, request.uploads?.file) }
  },

  /** Replaces the signed-in user's licence (id is the user id); the old file is removed. */
  async updateLicense(request) {
    const { id } = request.params
    const user = await ownAccount(request, id)
    const { config } = request.server
    const license = await storeLicense(config, request.uploads?.file)
    const updated = await replaceStoredFile(license, user.license, (file) => updateOwnAccount(request, id, { license: file }), (file) => removeLicense(config, file))
    return toPublicUser(updated)
  },

  async deleteLicense(request) {
    const { id } = request.params
    const user = await ownAccount(request, id)
    const updated = await updateOwnAccount(request, id, { license: null })
    await removeLicense(request.server.config, user.license)
    return toPublicUser(updated)
  },

  /** Only a name createLicense generated (`<uuid>.<ext>`); anything else, a path above all, is a 400. */
  async deleteTempLicense(request) {
    const removed = await removeTempLicense(request.server.config, request.params.file)
    if (!removed) throw new AppError('NOT_FOUND', 404, 'No such temporary licence')
    return { status: 'ok' }
  },

  /** The owner's licence file: never cached, images inline, a PDF as an attachment. */
  async getLicense(request, reply) {
    const user = await ownAccount(request, request.params.userId)
    const file = licensePath(request.server.config, user.license)
    if (!file) throw noLicense()
    let data: Buffer
    try {
      data = await readFile(file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw noLicense()
      throw error
    }
    const extension = path.extname(file).slice(1) as LicenseExtension
    const type = licenseTypes[extension]
    const disposition = extension === 'pdf' ? 'attachment' : 'inline'
    return reply
      .header('content-type', type)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `${disposition}; filename="driver-license.${extension}"`)
      .send(data)
  },
} satisfies Handlers
