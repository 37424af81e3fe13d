// The settings page's calls (spec §7, user data and driver licence), each unwrapped to its data or an ApiError.
import type { components } from '../../../../openapi/schema'
import type { Language } from '../../../domain/enums'
import { api, unwrap } from '../../api/client'

export type User = components['schemas']['User']
export type ProfileChanges = Omit<components['schemas']['UpdateUserBody'], 'id'>

export const getUser = (id: string) => unwrap(api.GET('/api/user/{id}', { params: { path: { id } } }))

export const updateProfile = (id: string, changes: ProfileChanges) =>
  unwrap(api.POST('/api/update-user', { body: { id, ...changes } }))

export const updateEmailNotifications = (id: string, enableEmailNotifications: boolean) =>
  unwrap(api.POST('/api/update-email-notifications', { body: { id, enableEmailNotifications } }))

export const updateLanguage = (id: string, language: Language) =>
  unwrap(api.POST('/api/update-language', { body: { id, language } }))

// Multipart bodies: the typed body names the field, the serializer sends the file itself.
function formWith(field: string, file: File): FormData {
  const form = new FormData()
  form.append(field, file, file.name)
  return form
}

export const updateAvatar = (userId: string, file: File) =>
  unwrap(
    api.POST('/api/update-avatar/{userId}', {
      params: { path: { userId } },
      body: { image: file.name },
      bodySerializer: () => formWith('image', file),
    }),
  )

export const deleteAvatar = (userId: string) =>
  unwrap(api.POST('/api/delete-avatar/{userId}', { params: { path: { userId } } }))

export const updateLicense = (userId: string, file: File) =>
  unwrap(
    api.POST('/api/update-license/{id}', {
      params: { path: { id: userId } },
      body: { file: file.name },
      bodySerializer: () => formWith('file', file),
    }),
  )

export const deleteLicense = (userId: string) =>
  unwrap(api.POST('/api/delete-license/{id}', { params: { path: { id: userId } } }))

/** Where the owner's licence document is served (C's getLicense; never public). */
export const licenseUrl = (userId: string) => `/api/license/${encodeURIComponent(userId)}`

export const hasPassword = (userId: string) =>
  unwrap(api.GET('/api/has-password/{userId}', { params: { path: { userId } } })).then((answer) => answer.hasPassword)

export const checkPassword = (userId: string, password: string) =>
  unwrap(api.GET('/api/check-password/{userId}/{password}', { params: { path: { userId, password } } }))

export const changePassword = (id: string, newPassword: string, currentPassword: string | null) =>
  unwrap(
    api.POST('/api/change-password', {
      body: currentPassword === null ? { id, newPassword, strict: false } : { id, password: currentPassword, newPassword, strict: true },
    }),
  )

export type NewsletterSubscription = components['schemas']['NewsletterSubscription']

/** The signed-in driver's own subscription: the session names the address, never the request. */
export const getNewsletterSubscription = () => unwrap(api.GET('/api/newsletter/subscription'))

export const updateNewsletterSubscription = (subscribed: boolean) =>
  unwrap(api.PUT('/api/newsletter/subscription', { body: { subscribed } }))
