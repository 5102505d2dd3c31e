import { valibotResolver } from '@hookform/resolvers/valibot'
import type { FieldValues, Resolver } from 'react-hook-form'
import type * as v from 'valibot'

/**
 * react-hook-form's valibot resolver for a shared schema whose input is looser than the form's fields: the
 * server's schemas take `unknown` (a month number or its name, a number or its digits), so their inferred input
 * is not the fields' type. The resolver is typed to the fields the form holds; what it hands to the submit
 * handler is the schema's own output.
 */
export function fieldsResolver<Fields extends FieldValues, Schema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: Schema,
): Resolver<Fields, unknown, v.InferOutput<Schema>> {
  return valibotResolver(schema) as unknown as Resolver<Fields, unknown, v.InferOutput<Schema>>
}
