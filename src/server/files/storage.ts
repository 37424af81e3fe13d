// Files users upload: avatars (public, re-encoded images) and driver's licences (private).
// Layout under DATA_DIR:
//   images/avatars/<uuid>.webp      public, served at /images/avatars/… by the images static root
//   licenses/<uuid>.<ext>           private, served only to their owner by getLicense
//   licenses/temp/<uuid>.<ext>      uploaded by a visitor at checkout; removed after a day
// A stored name is always generated here (a random UUID and the extension of the sniffed type):
// the client's file name is never used, so a path in it cannot reach the file system.
import { randomUUID } from 'node:crypto'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AppError } from '../errors.js'
import type { ServerConfig } from '../config.js'
import type { Upload } from '../plugins/uploads.js'

type Dirs = Pick<ServerConfig, 'dataDir' | 'imagesDir'>

// sharp (libvips) and file-type load on the first upload, not with the server: most starts never need them
const fileTypeFromBuffer = async (data: Uint8Array) => (await import('file-type')).fileTypeFromBuffer(data)
const loadSharp = async () => (await import('sharp')).default

export const avatarsDir = (config: Dirs) => path.join(config.imagesDir, 'avatars')
export const licensesDir = (config: Dirs) => path.join(config.dataDir, 'licenses')
export const tempLicensesDir = (config: Dirs) => path.join(licensesDir(config), 'temp')

/** URL path prefix of avatars; the users.avatar column holds `/images/avatars/<file>` for uploaded ones. */
export const AVATAR_URL_PREFIX = '/images/avatars/'
/** Side of the square avatar the server stores. */
export const AVATAR_SIZE = 256
/** Images larger than this many pixels are refused before decoding (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000

const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const avatarNamePattern = new RegExp(`^${uuidPattern}\\.webp$`)

/** Licence types, by the extension the stored file gets, with the type it is served as. */
export const licenseTypes = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
} as const
export type LicenseExtension = keyof typeof licenseTypes
const licenseNamePattern = new RegExp(`^${uuidPattern}\\.(jpg|png|webp|pdf)$`)

/** A name this module generated for a licence (permanent or temporary): `<uuid>.<jpg|png|webp|pdf>`. */
export function isLicenseFileName(name: string): boolean {
  return licenseNamePattern.test(name)
}

const avatarInputTypes = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])

export const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Please add an image')
/** The bytes are not a licence document, whatever the file's name or declared type says (a text file renamed .pdf). */
export const notALicenseDocument = () => new AppError('FILE_CONTENT_NOT_ACCEPTED', 415)

function requireUpload(upload: Upload | undefined, field: string): Upload {
  if (!upload || upload.data.length === 0) {
    throw new AppError('VALIDATION_ERROR', 400, `Please fix errors: the file field "${field}" is missing or empty`)
  }
  return upload
}

/**
 * Re-encodes an uploaded image as a square WebP (auto-rotated, metadata stripped, first frame
 * of an animation) and stores it under a new random name. Answers the avatar's URL.
 * Refuses (415 'Please add an image') anything whose bytes are not a JPEG, PNG, WebP, GIF or AVIF
 * image, whatever its name or declared type, and images sharp cannot decode.
 */
export async function storeAvatar(config: Dirs, upload: Upload | undefined): Promise<string> {
  const { data } = requireUpload(upload, 'image')
  const type = await fileTypeFromBuffer(data)
  if (!type || !avatarInputTypes.has(type.mime)) throw notAnImage()
  const sharp = await loadSharp()
  let encoded: Buffer
  try {
    encoded = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw notAnImage()
  }
  const name = `${randomUUID()}.webp`
  await mkdir(avatarsDir(config), { recursive: true })
  await writeFile(path.join(avatarsDir(config), name), encoded, { flag: 'wx' })
  return `${AVATAR_URL_PREFIX}${name}`
}

/** Removes the file of an uploaded avatar; other values (a social provider's URL, null) are left alone. */
export async function removeAvatar(config: Dirs, avatar: string | null | undefined): Promise<void> {
  if (!avatar?.startsWith(AVATAR_URL_PREFIX)) return
  const name = avatar.slice(AVATAR_URL_PREFIX.length)
  if (!avatarNamePattern.test(name)) return
  await rm(path.join(avatarsDir(config), name), { force: true })
}

/** The licence type of uploaded bytes (JPEG, PNG, WebP or PDF), or a 415. */
async function sniffLicense(data: Buffer): Promise<LicenseExtension> {
  const type = await fileTypeFromBuffer(data)
  const extension = type?.ext === 'jpg' || type?.ext === 'png' || type?.ext === 'webp' || type?.ext === 'pdf' ? type.ext : null
  if (!extension || licenseTypes[extension] !== type?.mime) throw notALicenseDocument()
  return extension
}

async function storeLicenseIn(dir: string, upload: Upload | undefined): Promise<string> {
  const { data } = requireUpload(upload, 'file')
  const extension = await sniffLicense(data)
  const name = `${randomUUID()}.${extension}`
  await mkdir(dir, { recursive: true })
  await writeFile(path.join(dir, name), data, { flag: 'wx', mode: 0o600 })
  return name
}

/** Stores a licence uploaded before sign-in (checkout) as a temporary file; answers its name. */
export const storeTempLicense = (config: Dirs, upload: Upload | undefined) => storeLicenseIn(tempLicensesDir(config), upload)

/** Stores a signed-in user's licence; answers its name (for users.license). */
export const storeLicense = (config: Dirs, upload: Upload | undefined) => storeLicenseIn(licensesDir(config), upload)

/** Path of a stored licence, or null for a name this module did not generate. */
export function licensePath(config: Dirs, name: string | null | undefined): string | null {
  return name && isLicenseFileName(name) ? path.join(licensesDir(config), name) : null
}

export async function removeLicense(config: Dirs, name: string | null | undefined): Promise<void> {
  const file = licensePath(config, name)
  if (file) await rm(file, { force: true })
}

/** Removes a temporary licence; false when there is none of that name. Throws 400 for a malformed name. */
export async function removeTempLicense(config: Dirs, name: string): Promise<boolean> {
  if (!isLicenseFileName(name)) throw new AppError('VALIDATION_ERROR', 400, 'Please fix errors: not a temporary licence file name')
  const file = path.join(tempLicensesDir(config), name)
  try {
    await rm(file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/**
 * Moves a temporary licence (from createLicense) to the permanent licences; answers its new name,
 * or null when the temporary file is gone or the name is malformed. For checkout / sign-up.
 */
export async function promoteTempLicense(config: Dirs, tempName: string): Promise<string | null> {
  if (!isLicenseFileName(tempName)) return null
  const name = `${randomUUID()}${path.extname(tempName)}`
  await mkdir(licensesDir(config), { recursive: true })
  try {
    await rename(path.join(tempLicensesDir(config), tempName), path.join(licensesDir(config), name))
    return name
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/** How long a temporary licence is kept: one day. */
export const TEMP_LICENSE_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Removes temporary licences older than `maxAgeMs`; answers how many were removed. */
export async function removeStaleTempLicenses(
  config: Dirs,
  now = Date.now(),
  maxAgeMs = TEMP_LICENSE_MAX_AGE_MS,
): Promise<number> {
  const dir = tempLicensesDir(config)
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
  let removed = 0
  for (const name of names) {
    const file = path.join(dir, name)
    try {
      const info = await stat(file)
      if (info.isFile() && now - info.mtimeMs > maxAgeMs) {
        await rm(file, { force: true })
        removed++
      }
    } catch {
      // removed meanwhile
    }
  }
  return removed
}
