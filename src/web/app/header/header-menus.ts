// The header's Ark UI menus, one chunk loaded on demand (DeferredMenu.tsx): the menu machine and
// its positioning and dismissal code stay out of every page's first load (issue 12).
export { ArkAccountMenu } from './ArkAccountMenu'
export { ArkPhoneMenu } from './ArkPhoneMenu'
export { ArkPreferenceMenu } from './ArkPreferenceMenu'
