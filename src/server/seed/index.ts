// Public entry of the demo-data seed.
export { ensureSeeded, reseedDatabase, restoreMissingImages, seedDatabase, wipeData, type SeedSummary } from './seed'
export { DEMO_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD, buildDemoData, referenceDay } from './build-demo-data'
