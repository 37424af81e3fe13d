// Whether the database holds a catalogue yet: the one seed question a start asks, kept apart from the
// seed itself so that a warm start loads neither the demo-data builders nor faker.
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import type { AppDb } from '../db/index.js'
import * as schema from '../db/schema.js'

export async function catalogueIsEmpty(db: AppDb): Promise<boolean> {
  const [countryCount] = await db.select({ n: count() }).from(schema.countries)
  const [carCount] = await db.select({ n: count() }).from(schema.cars)
  return (countryCount?.n ?? 0) === 0 && (carCount?.n ?? 0) === 0
}

/** Whether a car picture or supplier logo the catalogue names is missing from the images folder. */
export async function imagesMissing(db: AppDb, imagesDir: string): Promise<boolean> {
  const [carImages, logos] = await Promise.all([
    db.selectDistinct({ file: schema.cars.image }).from(schema.cars),
    db.selectDistinct({ file: schema.users.avatar }).from(schema.users).where(eq(schema.users.type, 'supplier')),
  ])
  const present = async (folder: string) => new Set(await readdir(path.join(imagesDir, folder)).catch(() => []))
  const [cars, suppliers] = await Promise.all([present('cars'), present('suppliers')])
  // only plain file names are ours to draw: absolute or remote images are not
  const ours = (file: string | null): file is string => !!file && !file.includes('/')
  return carImages.some(({ file }) => ours(file) && !cars.has(file)) || logos.some(({ file }) => ours(file) && !suppliers.has(file))
}
