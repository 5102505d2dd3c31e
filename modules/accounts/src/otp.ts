import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** docs/product.md §5.7: six digits, valid five minutes, a handful of attempts. */
export const OTP_LENGTH = 6
export const OTP_TTL_MS = 5 * 60 * 1000
export const OTP_MAX_WRONG_ATTEMPTS = 5
/** Sends per address: one a minute, five an hour. */
export const OTP_RESEND_AFTER_MS = 60 * 1000
export const OTP_MAX_SENDS_PER_HOUR = 5

/** A code from the operating system's cryptographic generator, zero-padded ("004217"). */
export const generateOtp = (): string => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')

/**
 * What is stored instead of the code: an HMAC keyed with the server secret and bound to the address,
 * so the 10^6 possible codes cannot be tried offline against a stolen database without the secret.
 */
export const hashOtp = (secret: string, email: string, code: string): string =>
  createHmac('sha256', `${secret}:email-otp`).update(`${email}\n${code}`).digest('hex')

export function otpMatches(secret: string, email: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex')
  const actual = Buffer.from(hashOtp(secret, email, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
