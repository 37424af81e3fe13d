import type { components } from '../../../openapi/schema'
import { api, unwrap } from './client'

export type AppConfig = components['schemas']['Config']

export function fetchConfig(): Promise<AppConfig> {
  return unwrap(api.GET('/api/config'))
}
