// How every screen names an appointment's consultation type. The API stores and answers the English value
// (`CONSULTATION_TYPES`, an enum); only what a person reads is in their language.
import { consultationFee, type ConsultationType } from '@app/appointments/schema'
import { common, namesOf } from './common-messages'

/** "New Consultation" in the active language ("కొత్త కన్సల్టేషన్"); a value that is not one of the types, as stored. */
export const consultationName = namesOf<ConsultationType>({
  // A type added to CONSULTATION_TYPES fails the type check here until the catalogue names it.
  'New Consultation': 'common.consultationType.newConsultation',
  'Assessment (IQ)': 'common.consultationType.assessmentIq',
  'For IB board Assessment (IQ)': 'common.consultationType.ibBoardAssessmentIq',
})

/** "New Consultation (Rs.700)": the type's name with its fee, or the name alone when it has no known fee. */
export function consultationLabel(type: string): string {
  const fee = consultationFee(type)
  const name = consultationName(type)
  return fee === undefined ? name : common.t('common.consultation.withFee', { type: name, fee: String(fee) })
}
