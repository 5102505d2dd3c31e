import english from '../locales/en/common.json'
import { registerMessages } from '../i18n/messages'

/** Words every screen shares: page titles, the frame, roles, error pages, small controls. */
export const common = registerMessages(english)

/** An id of the shared catalogue. */
export type CommonId = Parameters<typeof common.t>[0]

/**
 * Names the values of a stored English vocabulary (consultation types, therapies) in the active language, each by
 * its catalogue id; a value outside the vocabulary (an older record, another client of the API) shows as stored.
 */
export function namesOf<Value extends string>(ids: Record<Value, CommonId>): (value: string) => string {
  const byValue: Partial<Record<string, CommonId>> = ids
  return (value) => {
    const id = byValue[value]
    return id ? common.t(id) : value
  }
}
