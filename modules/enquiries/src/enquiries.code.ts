// The enquiry's e-mailed code (docs/product.md §5.7, the accounts module's rules): 6 digits, stored as an HMAC
// keyed by the server's secret and the enquiry, compared in constant time.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

/** The code's rules are the accounts module's (docs/product.md §5.7): 6 digits, 5 minutes, single use, 5 tries. */
export const CODE_TTL_MS = 5 * 60 * 1000
export const CODE_MAX_WRONG_ATTEMPTS = 5
export const CODE_RESEND_AFTER_MS = 60 * 1000
export const CODE_MAX_SENDS_PER_HOUR = 5
export const ENQUIRIES_PER_IP_PER_HOUR = 20

/** A fresh 6-digit code, from crypto's unbiased `randomInt`. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

export const hashCode = (secret: string, enquiryId: string, code: string) =>
  createHmac('sha256', `${secret}:enquiry-otp`).update(`${enquiryId}\n${code}`).digest('hex')

export const codeMatches = (secret: string, enquiryId: string, code: string, stored: string) => {
  const expected = Buffer.from(stored, 'hex')
  const actual = Buffer.from(hashCode(secret, enquiryId, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
