// Pure business rules shared by the SPA and the server.
export * from './enums'
export * from './constants'
export * from './url'
export * from './currency'
export * from './price'
export * from './language'
export * from './errors'
