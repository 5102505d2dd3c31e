import type { ServerProps } from 'payload'
import { isCmsRole } from '@app/platform/roles'
import { CONTENT_LOCALE_LABELS } from '../fields/localized.ts'
import { missingTranslations, TRANSLATED_LOCALES } from '../translations/missing.ts'

/** On the dashboard: how many fields still read in English per language, linking to /admin/translations. */
export async function TranslationsSummary({ payload, user }: ServerProps) {
  if (!payload || !isCmsRole((user as { role?: unknown } | null | undefined)?.role)) return null
  const counts = await Promise.all(
    TRANSLATED_LOCALES.map(async (code) => ({
      code,
      fields: (await missingTranslations(payload, code)).reduce((sum, doc) => sum + doc.fields.length, 0),
    })),
  )
  return (
    <p>
      <a href={`${payload.config.routes.admin}/translations`}>Translations</a>:{' '}
      {counts.map(({ code, fields }, index) => (
        <span key={code}>
          {index > 0 ? ', ' : ''}
          <span lang={code}>{CONTENT_LOCALE_LABELS[code]}</span>{' '}
          {fields === 0 ? 'complete' : `${fields} ${fields === 1 ? 'field' : 'fields'} in English`}
        </span>
      ))}
    </p>
  )
}
