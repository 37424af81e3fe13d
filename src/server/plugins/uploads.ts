import multipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'

/** Upload size limit (avatars and driver's licences). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024

export interface Upload {
  filename: string
  mimetype: string
  data: Buffer
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart request, by field name; the body carries their file names. */
    uploads?: Record<string, Upload>
  }
}

/**
 * Multipart bodies are read whole (within the limits) before validation: each file's bytes go
 * to `request.uploads[field]` and its body field holds the file name, so the contract's schema
 * validates multipart bodies like JSON ones.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 },
    async onFile(this: { uploads?: Record<string, Upload> }, part: MultipartFile) {
      const data = await part.toBuffer()
      this.uploads = { ...this.uploads, [part.fieldname]: { filename: part.filename, mimetype: part.mimetype, data } }
      ;(part as unknown as { value: string }).value = part.filename
    },
  })
}
