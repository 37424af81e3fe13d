import type { SocialProvider } from '../../../../machines/signIn.machine'
import { loadScript } from '../../app/load-script'

// The providers' browser SDKs, loaded from their sites only when the provider is configured.
// Each resolves with the provider's token, which the server verifies (signature, audience, expiry).

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' }

export const SDK_URLS: Record<SocialProvider, string> = {
  google: 'https://accounts.google.com/gsi/client',
  apple: 'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js',
  facebook: 'https://connect.facebook.net/en_US/sdk.js',
}

export interface SocialClient {
  /** Opens the provider's sign-in; resolves with its token. */
  signIn: () => Promise<string>
}

type Google = {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (response: { credential?: string }) => void }): void
      prompt(listener?: (notification: { isNotDisplayed?: () => boolean; isSkippedMoment?: () => boolean }) => void): void
    }
  }
}
type Apple = {
  auth: {
    init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void
    signIn(): Promise<{ authorization?: { id_token?: string } }>
  }
}
type Facebook = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void
  login(
    callback: (response: { authResponse?: { accessToken?: string; authenticationToken?: string } | null }) => void,
    options: { scope: string },
  ): void
}

const sdk = <T>(name: string) => (globalThis as Record<string, unknown>)[name] as T | undefined

/** Loads the provider's SDK; rejects when it cannot be loaded (offline, blocked). */
export async function loadSocialClient(provider: SocialProvider, clientId: string | undefined): Promise<SocialClient> {
  if (!clientId) throw new Error(`${provider}: no client id`)
  await loadScript(SDK_URLS[provider])
  switch (provider) {
    case 'google': {
      const google = sdk<Google>('google')
      if (!google) throw new Error('google: SDK missing')
      let pending: { resolve: (t: string) => void; reject: (e: Error) => void } | null = null
      google.accounts.id.initialize({
        client_id: clientId,
        callback: ({ credential }) =>
          credential ? pending?.resolve(credential) : pending?.reject(new Error('google: no credential')),
      })
      return {
        signIn: () =>
          new Promise<string>((resolve, reject) => {
            pending = { resolve, reject }
            google.accounts.id.prompt((n) => {
              if (n.isNotDisplayed?.() || n.isSkippedMoment?.()) reject(new Error('google: prompt closed'))
            })
          }),
      }
    }
    case 'apple': {
      const apple = sdk<Apple>('AppleID')
      if (!apple) throw new Error('apple: SDK missing')
      apple.auth.init({ clientId, scope: 'name email', redirectURI: `${location.origin}/sign-in`, usePopup: true })
      return {
        signIn: async () => {
          const token = (await apple.auth.signIn()).authorization?.id_token
          if (!token) throw new Error('apple: no token')
          return token
        },
      }
    }
    case 'facebook': {
      const facebook = sdk<Facebook>('FB')
      if (!facebook) throw new Error('facebook: SDK missing')
      facebook.init({ appId: clientId, version: 'v19.0', cookie: false, xfbml: false })
      return {
        signIn: () =>
          new Promise<string>((resolve, reject) =>
            facebook.login(
              ({ authResponse }) => {
                const token = authResponse?.authenticationToken ?? authResponse?.accessToken
                if (token) resolve(token)
                else reject(new Error('facebook: cancelled'))
              },
              { scope: 'public_profile,email' },
            ),
          ),
      }
    }
  }
}
