import multipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../errors.js'
import { licenseTypes } from '../files/storage.js'

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

/** Content types of the contract that only answers carry: the licence documents and the calendar file. */
const answerOnlyTypes = [...Object.values(licenseTypes), 'text/calendar']

/**
 * The licence document types and the calendar file are answers only (GET /api/license, the
 * booking's .ics), never request bodies.
 * fastify-openapi-glue warns at start for each content type of the contract without a body parser;
 * this parser refuses such a body with 415, as Fastify does for an unknown type, and so says the
 * types are known on purpose.
 */
export function refuseDocumentBodies(app: FastifyInstance): void {
  app.addContentTypeParser(answerOnlyTypes, (_request, _payload, done) => {
    done(new AppError('UNSUPPORTED_MEDIA_TYPE', 415), undefined)
  })
}
