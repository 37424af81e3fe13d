import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { CAR_IMAGE_SIZE, SUPPLIER_IMAGE_SIZE } from '../../src/domain/constants'
import { carImageSvg, supplierLogoSvg, writeImages } from '../../src/server/seed/images'

const dir = mkdtempSync(path.join(tmpdir(), 'keyturn-images-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the demo images', () => {
  it('are drawn at twice the size they are shown at, for dense screens', async () => {
    await writeImages(dir, [
      { folder: 'cars', file: 'car.webp', svg: () => carImageSvg('midi', '#3366cc') },
      { folder: 'suppliers', file: 'logo.webp', svg: () => supplierLogoSvg('Hexagone Location', '#cc3333') },
    ])
    const car = await sharp(path.join(dir, 'cars', 'car.webp')).metadata()
    const logo = await sharp(path.join(dir, 'suppliers', 'logo.webp')).metadata()
    expect([car.format, car.width, car.height]).toEqual(['webp', CAR_IMAGE_SIZE.width * 2, CAR_IMAGE_SIZE.height * 2])
    expect([logo.width, logo.height]).toEqual([SUPPLIER_IMAGE_SIZE.width * 2, SUPPLIER_IMAGE_SIZE.height * 2])
  })
})
