// How every screen names the therapy of an IEP. A plan keeps the English name (THERAPY_TYPES, the doctor's
// choices); a name outside the list, which the API also takes, is shown as it was stored.
import { THERAPY_MESSAGE_IDS, type TherapyType } from '@app/iep/schema'
import { namesOf } from './common-messages'

/**
 * "Speech Therapy" in the active language ("స్పీచ్ థెరపీ"); a name outside the doctor's choices, as stored. The ids
 * come from the IEP module's table (the mail's test compares its words with the same ones): an id the catalogue
 * lacks fails the type check here.
 */
export const therapyName = namesOf<TherapyType>(THERAPY_MESSAGE_IDS)
