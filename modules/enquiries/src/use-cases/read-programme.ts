// GET /api/jwl/jwlenquirequestions and GET /api/jwl/programme: the public form's questionnaire and words.
import type { TokenUser } from '@app/platform'
import type { Language } from '@app/platform/format'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import {
  CONSENT_TEXT,
  CONSENT_VERSION,
  VIDEO_CONSENT_TEXT,
  type EnquiryProgramme,
  type EnquiryQuestion,
} from '../enquiries.schema.ts'

/** The active questions, in order, in the page's language (English where untranslated). Public. */
export async function listQuestions(
  deps: EnquiriesDeps,
  _actor: TokenUser | null,
  { language }: { language: Language },
): Promise<EnquiryQuestion[]> {
  // load
  return (await deps.repository.activeQuestions(language)).map(({ number, question, example }) => ({
    number,
    question,
    example,
  }))
}

/**
 * The programme's name and introduction in the page's language (English where untranslated), and the consent the
 * form shows (its English is what the parent agrees to; the site shows it in the page's language). Public.
 */
export async function readProgramme(
  deps: EnquiriesDeps,
  _actor: TokenUser | null,
  { language }: { language: Language },
): Promise<EnquiryProgramme> {
  // load
  const { name, intro } = await deps.repository.programme(language)
  return {
    name,
    intro,
    consentVersion: CONSENT_VERSION,
    consentText: CONSENT_TEXT,
    videoConsentText: VIDEO_CONSENT_TEXT,
  }
}
