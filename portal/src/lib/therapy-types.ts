// How every screen names the therapy of an IEP. A plan keeps the English name (THERAPY_TYPES, the doctor's
// choices); a name outside the list, which the API also takes, is shown as it was stored.
import type { TherapyType } from '@app/iep/schema'
import { namesOf } from './common-messages'

/** "Speech Therapy" in the active language ("స్పీచ్ థెరపీ"); a name outside the doctor's choices, as stored. */
export const therapyName = namesOf<TherapyType>({
  // A therapy added to THERAPY_TYPES fails the type check here until the catalogue names it.
  'Speech Therapy': 'common.therapy.speech',
  'Occupational Therapy': 'common.therapy.occupational',
  'Behaviour Therapy': 'common.therapy.behaviour',
  'Behaviour Modification': 'common.therapy.behaviourModification',
  'Remedial Therapy': 'common.therapy.remedial',
  'Special Education': 'common.therapy.specialEducation',
})
