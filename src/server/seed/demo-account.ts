// The demo driver's sign-in, apart from the demo-data builders: the start notice reads it on every
// start, and importing it must not load faker or the image drawing with it.
export const DEMO_DRIVER_EMAIL = 'driver@keyturn.example'
export const DEMO_DRIVER_PASSWORD = 'Keyturn-demo-2026'
