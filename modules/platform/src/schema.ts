import * as v from 'valibot'

/**
 * A required text field: missing, non-string and blank all give the same message, the one the
 * form shows under the field (SPEC section 5 wording). Shared by server routes and portal forms.
 */
export const requiredText = (message: string, { maxLength = 200, trim = true } = {}) =>
  v.pipe(
    v.optional(v.string(message), ''),
    v.transform((value) => (trim ? value.trim() : value)),
    v.nonEmpty(message),
    v.maxLength(maxLength, `Must be at most ${maxLength} characters`),
  )
