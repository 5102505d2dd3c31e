// GET /api/jwl/jwlenquirequestions and GET /api/jwl/programme: the public form's questionnaire and words.
import type { TokenUser } from '@app/platform'
import type { EnquiriesDeps } from '../enquiries.deps.ts'
import {
  CONSENT_TEXT,
  CONSENT_VERSION,
  VIDEO_CONSENT_TEXT,
  type EnquiryProgramme,
  type EnquiryQuestion,
} from '../enquiries.schema.ts'

/** The active questions, in order. Public. */
export async function listQuestions(deps: EnquiriesDeps, _actor: TokenUser | null): Promise<EnquiryQuestion[]> {
  // load
  return (await deps.repository.activeQuestions()).map(({ number, question, example }) => ({
    number,
    question,
    example,
  }))
}

/** The programme's name and introduction, and the consent the form shows. Public. */
export async function readProgramme(deps: EnquiriesDeps, _actor: TokenUser | null): Promise<EnquiryProgramme> {
  // load
  const { name, intro } = await deps.repository.programme()
  return {
    name,
    intro,
    consentVersion: CONSENT_VERSION,
    consentText: CONSENT_TEXT,
    videoConsentText: VIDEO_CONSENT_TEXT,
  }
}
