import type { ComponentProps } from 'react'
import { Input } from './input'

type InputProps = ComponentProps<'input'>

/** An e-mail address field: the e-mail keyboard, no auto-capitalising or spell-check. */
export function EmailInput(props: InputProps) {
  return <Input type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />
}

/**
 * A 10-digit mobile number (docs/product.md §9.4): the numeric keypad and at most 10 characters. Autofill offers the
 * national number (no +91, which the 10 digits would cut), and HTML allows `tel-national` only on a text field:
 * `type="tel"` takes the whole `tel`.
 */
export function MobileNumberInput(props: InputProps) {
  return <Input type="text" inputMode="numeric" maxLength={10} autoComplete="tel-national" {...props} />
}
