// Writes the demo data: images (only the missing files), then every row in one transaction.
import { hash, type Algorithm } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import type { AppDb, Database } from '../db/index'
import * as schema from '../db/schema'
import { buildDemoData, DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD, referenceDay } from './build-demo-data'
import { carImageSvg, supplierLogoSvg, writeImages, type ImageJob } from './images'
import { catalogueIsEmpty } from './catalogue-state.js'

export type SeedSummary = {
  countries: number
  locations: number
  suppliers: number
  cars: number
  carLocations: number
  dateBasedPrices: number
  bookings: number
  notifications: number
  images: { written: number; existing: number } | null
  demoDriver: { email: string; password: string }
  referenceDay: string
  durationMs: number
}

// @node-rs/argon2 declares Algorithm as an ambient const enum, which isolatedModules cannot read.
const ARGON2ID = 2 as Algorithm
// Serialises concurrent first starts so that only one instance seeds.
const SEED_LOCK_KEY = 727_002
const INSERT_CHUNK = 200

export async function seedDatabase(db: AppDb, options: { imagesDir?: string; now?: Date } = {}): Promise<SeedSummary> {
  const started = performance.now()
  const reference = referenceDay(options.now)
  const data = buildDemoData(reference)
  const [images, passwordHash] = await Promise.all([
    options.imagesDir ? writeImages(options.imagesDir, imageJobs(data)) : Promise.resolve(null),
    hash(DEMO_DRIVER_PASSWORD, { algorithm: ARGON2ID }),
  ])

  await db.transaction(async (tx) => {
    const insert = async <T extends Parameters<typeof tx.insert>[0]>(table: T, rows: T['$inferInsert'][]) => {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await tx.insert(table).values(rows.slice(start, start + INSERT_CHUNK))
      }
    }
    await insert(schema.countries, data.countries)
    await insert(schema.locations, data.locations)
    await insert(schema.users, [...data.suppliers, { ...data.driver, passwordHash }])
    await insert(schema.cars, data.cars)
    await insert(schema.carLocations, data.carLocations)
    await insert(schema.carDatePrices, data.carDatePrices)
    await insert(schema.bookings, data.bookings)
    await insert(schema.additionalDrivers, data.additionalDrivers)
    await insert(schema.notifications, data.notifications)
  })

  return {
    countries: data.countries.length,
    locations: data.locations.length,
    suppliers: data.suppliers.length,
    cars: data.cars.length,
    carLocations: data.carLocations.length,
    dateBasedPrices: data.carDatePrices.length,
    bookings: data.bookings.length,
    notifications: data.notifications.length,
    images,
    demoDriver: { email: DEMO_DRIVER_EMAIL, password: DEMO_DRIVER_PASSWORD },
    referenceDay: reference.toISOString().slice(0, 10),
    durationMs: Math.round(performance.now() - started),
  }
}

function imageJobs(data: ReturnType<typeof buildDemoData>): ImageJob[] {
  return [
    ...data.carImages.map((image) => ({ folder: 'cars' as const, file: image.file, svg: () => carImageSvg(image.range, image.colorHex) })),
    ...data.supplierLogos.map((logo) => ({
      folder: 'suppliers' as const,
      file: logo.file,
      svg: () => supplierLogoSvg(logo.supplier.fullName, logo.supplier.brandColor),
    })),
  ]
}

/** Every table holding data; settings and schema_migrations are configuration and stay. */
const DATA_TABLES = [
  'payment_events',
  'notifications',
  'additional_drivers',
  'bookings',
  'car_date_prices',
  'car_locations',
  'cars',
  'locations',
  'countries',
  'tokens',
  'sessions',
  'newsletter_subscriptions',
  'users',
]

/** Deletes all data rows (accounts included); settings and the migration record stay. */
export async function wipeData(db: AppDb): Promise<void> {
  await db.execute(sql.raw(`TRUNCATE ${DATA_TABLES.join(', ')} CASCADE`))
}

/** Wipes then seeds, as `npm run seed` does. */
export async function reseedDatabase(db: AppDb, options: { imagesDir?: string; now?: Date } = {}): Promise<SeedSummary> {
  await wipeData(db)
  return seedDatabase(db, options)
}

/**
 * First start: seeds the demo data when the catalogue is empty (no country and no car).
 * Returns the summary, or null when the catalogue already had data.
 */
export async function ensureSeeded(database: Database, options: { imagesDir?: string } = {}): Promise<SeedSummary | null> {
  const { db } = database
  if (!(await catalogueIsEmpty(db))) return null
  // Another instance may be seeding the same PostgreSQL right now: wait for it, then re-check.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (!(await catalogueIsEmpty(tx))) return null
    return seedDatabase(tx, options)
  })
}

/**
 * The demo images missing from the images folder (a fresh folder over existing rows), drawn again.
 * Not on the way to the first page: main.ts runs it once the server listens.
 */
export async function restoreMissingImages(imagesDir: string): Promise<number> {
  return (await writeImages(imagesDir, imageJobs(buildDemoData()))).written
}

