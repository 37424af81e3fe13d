import { hash, verify, type Algorithm } from '@node-rs/argon2'

// @node-rs/argon2 declares Algorithm as an ambient const enum, which isolatedModules cannot read.
const ARGON2ID = 2 as Algorithm

/** An argon2id hash (PHC string `$argon2id$v=19$…`, salt included) of a password. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, { algorithm: ARGON2ID })
}

/** True when `plain` matches `hash`; false for a wrong password or a malformed hash (never throws). */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the time of one verification against a throw-away hash, so that an unknown e-mail
 * address answers as slowly as a wrong password (no timing oracle on sign-in).
 */
export async function spendVerificationTime(plain: string): Promise<void> {
  dummyHash ??= hashPassword('keyturn-timing-equaliser')
  await verifyPassword(await dummyHash, plain)
}
