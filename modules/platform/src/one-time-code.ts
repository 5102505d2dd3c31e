import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

// A one-time code sent to a person (docs/product.md §5.7): six digits from the operating system's generator,
// stored only as an HMAC keyed with the server secret, a purpose and the subject it was sent for, so the 10^6
// codes cannot be tried offline against a stolen database. accounts' e-mail OTP and enquiries' code follow the
// same rules with their own copies; new codes (the mobile number's, @app/messaging) use this one.

export const ONE_TIME_CODE_LENGTH = 6

/** A fresh zero-padded code ("004217"). */
export const newOneTimeCode = (): string =>
  String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0')

/** What is stored instead of the code. `purpose` keeps codes of different uses apart; `subject` binds it. */
export const hashOneTimeCode = (secret: string, purpose: string, subject: string, code: string): string =>
  createHmac('sha256', `${secret}:${purpose}`).update(`${subject}\n${code}`).digest('hex')

/** Whether `code` is the one whose hash was stored, compared in constant time. */
export function oneTimeCodeMatches(
  secret: string,
  purpose: string,
  subject: string,
  code: string,
  storedHash: string,
): boolean {
  const expected = Buffer.from(storedHash, 'hex')
  const actual = Buffer.from(hashOneTimeCode(secret, purpose, subject, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
