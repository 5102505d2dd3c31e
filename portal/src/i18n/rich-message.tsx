import { Trans } from '@lingui/react'
import type { ReactElement } from 'react'
import type { MessageValues, Messages } from './messages'

/**
 * A message with elements inside it ("New parent? <0>Register here</0>"): the whole sentence stays one
 * message, so a translation can move the link; `components` fills <0>, <1>, ... in order.
 */
export function RichMessage<Id extends string>({
  id,
  values,
  components,
}: {
  messages: Messages<Id>
  id: Id
  values?: MessageValues
  components: Record<number, ReactElement>
}) {
  return <Trans id={id} values={values} components={components} />
}
