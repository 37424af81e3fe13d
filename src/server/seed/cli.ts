// `npm run seed`: wipes the data and writes the demo catalogue again.
// Same locations as the server (src/server/config.ts): PGlite in $DATA_DIR/pglite, images in
// $DATA_DIR/images, or the PostgreSQL server at $DATABASE_URL. Stop the server first when on
// PGlite: a data folder can only be opened by one process.
import path from 'node:path'
import { openDatabase } from '../db/index'
import { reseedDatabase } from './seed'

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data')
  const databaseUrl = process.env.DATABASE_URL || undefined
  const imagesDir = path.join(dataDir, 'images')
  const started = performance.now()
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') })
  try {
    const summary = await reseedDatabase(database.db, { imagesDir })
    const target = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : path.join(dataDir, 'pglite')
    console.log(`Seeded ${target} in ${summary.durationMs} ms (${Math.round(performance.now() - started)} ms with start-up):`)
    console.log(
      `  ${summary.countries} countries, ${summary.locations} locations, ${summary.suppliers} suppliers, ${summary.cars} cars, ` +
        `${summary.carLocations} car locations, ${summary.dateBasedPrices} date-based prices, ${summary.bookings} bookings, ` +
        `${summary.notifications} notifications`,
    )
    if (summary.images) console.log(`  images in ${imagesDir}: ${summary.images.written} written, ${summary.images.existing} already there`)
    console.log(`  demo driver: ${summary.demoDriver.email} / ${summary.demoDriver.password}`)
    console.log(`  dates relative to ${summary.referenceDay}`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
