import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { isCmsRole } from '@app/platform/roles'
import { CONTENT_LOCALE_LABELS } from '../fields/localized.ts'
import { missingTranslations, TRANSLATED_LOCALES, type UntranslatedDocument } from '../translations/missing.ts'

/** The longest English shown beside a field: enough to recognise it, short enough to scan the list. */
const PREVIEW = 90
const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text)
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/**
 * /admin/translations: per language, every document with words that have no Telugu or Hindi yet (the site shows
 * their English), each field with its English and a link to the document opened in that language (decision 063).
 */
export async function TranslationsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const template = {
    i18n: req.i18n,
    locale,
    params,
    payload: req.payload,
    permissions,
    searchParams,
    user: req.user ?? undefined,
    visibleEntities,
  }
  if (!isCmsRole((req.user as { role?: unknown } | null)?.role)) {
    return (
      <DefaultTemplate {...template}>
        <Gutter>
          <h1>Translations</h1>
          <p>Only editors see this list.</p>
        </Gutter>
      </DefaultTemplate>
    )
  }
  const lists = await Promise.all(
    TRANSLATED_LOCALES.map(async (code) => ({ code, documents: await missingTranslations(req.payload, code) })),
  )
  return (
    <DefaultTemplate {...template}>
      <Gutter>
        <h1>Translations</h1>
        <p>
          Words with no Telugu or Hindi yet: the website shows their English to a visitor reading in that language. Open
          a document, write the words in the language (the language menu at the top of the page) and save.
        </p>
        <nav aria-label="Languages">
          <ul>
            {lists.map(({ code, documents }) => (
              <li key={code}>
                <a href={`#missing-${code}`}>
                  <span lang={code}>{CONTENT_LOCALE_LABELS[code]}</span>:{' '}
                  {documents.length === 0
                    ? 'complete'
                    : `${counted(countFields(documents), 'field')} in ${counted(documents.length, 'document')}`}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {lists.map(({ code, documents }) => (
          <section key={code} id={`missing-${code}`} lang={code} aria-labelledby={`missing-${code}-heading`}>
            <h2 id={`missing-${code}-heading`}>
              <span lang={code}>{CONTENT_LOCALE_LABELS[code]}</span>
            </h2>
            {documents.length === 0 ? (
              <p lang="en">Every field has its {CONTENT_LOCALE_LABELS[code]} words.</p>
            ) : (
              <MissingList documents={documents} adminRoute={adminRoute} />
            )}
          </section>
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}

const countFields = (documents: UntranslatedDocument[]) => documents.reduce((sum, doc) => sum + doc.fields.length, 0)

function MissingList({ documents, adminRoute }: { documents: UntranslatedDocument[]; adminRoute: string }) {
  const groups = new Map<string, UntranslatedDocument[]>()
  for (const doc of documents) groups.set(doc.group, [...(groups.get(doc.group) ?? []), doc])
  return (
    <div lang="en">
      {[...groups].map(([group, docs]) => (
        <details key={group} open={docs.length <= 5}>
          <summary>
            <strong>{group}</strong> ({docs.length})
          </summary>
          <ul>
            {docs.map((doc) => (
              <li key={`${doc.slug}/${doc.id ?? ''}`}>
                <a href={`${adminRoute}${doc.editPath}`}>{doc.title}</a>
                <ul>
                  {doc.fields.map((field) => (
                    <li key={field.path}>
                      {field.label}: <q>{preview(field.english)}</q>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </div>
  )
}
