// The first-start questionnaire (docs/product.md, Enquiries): ten everyday questions about a young child's
// development, each with an example. Editors change them in /admin; seeded only while there are none. In
// development, a few demo enquiries for the demo admin's centre.
import type { Clock } from '@app/platform'
import { clinicToday } from '@app/platform/clinic-time'
import { PROGRAMME_SEED } from './enquiries.collections.ts'
import type { EnquiriesRepository } from './enquiries.repository.ts'
import { contactByDate } from './enquiries.rules.ts'
import {
  ANSWER_OPTIONS,
  CONSENT_TEXT,
  CONSENT_VERSION,
  type EnquiryQuestion,
  type PipelineStage,
} from './enquiries.schema.ts'

export const QUESTION_SEED: EnquiryQuestion[] = [
  {
    number: 1,
    question: 'Does your child turn to look at you when you call their name?',
    example: 'From another room, or while they are busy playing with a toy.',
  },
  {
    number: 2,
    question: 'Does your child point at things to show you something interesting?',
    example: 'Pointing at a bird in the sky or a picture in a book, then looking back at you.',
  },
  {
    number: 3,
    question: 'Does your child use words or short phrases to ask for what they want?',
    example: '"Milk", "more biscuit" or "open door", rather than pulling you by the hand.',
  },
  {
    number: 4,
    question: 'Does your child follow simple instructions without a gesture?',
    example: '"Bring your shoes" or "give the ball to Papa" when you do not point.',
  },
  {
    number: 5,
    question: 'Does your child play pretend games?',
    example: 'Feeding a doll, talking on a toy phone, or driving a block like a car.',
  },
  {
    number: 6,
    question: 'Does your child become very upset by everyday sounds, textures or changes in routine?',
    example: 'Covering ears at the mixer or a pressure cooker, refusing certain clothes, distress at a new route.',
  },
  {
    number: 7,
    question: 'Does your child repeat the same movements or line things up again and again?',
    example: 'Flapping hands, spinning, rocking, or lining toys in a row and getting upset if they are moved.',
  },
  {
    number: 8,
    question: 'Does your child find it hard to sit and attend to an activity for a few minutes?',
    example: 'Leaving a puzzle or a story book after a few seconds, even with your help.',
  },
  {
    number: 9,
    question: 'Does your child have difficulty with movement, balance or using their hands?',
    example: 'Climbing stairs, running without falling, holding a crayon or a spoon.',
  },
  {
    number: 10,
    question: 'Does your child show interest in playing with other children?',
    example: 'Watching, joining or copying other children at the park, school or family gatherings.',
  },
]

/**
 * Seeds the questionnaire on an empty collection, and on that first start stores the programme's English words (its
 * defaults were only shown, never stored: a translation seeded into a global with no English row would be read back
 * as its English after a migration's round trip); returns how many questions it wrote.
 */
export async function seedQuestions(repository: EnquiriesRepository): Promise<number> {
  if ((await repository.countQuestions()) > 0) return 0
  await repository.storeProgramme(PROGRAMME_SEED)
  for (const question of QUESTION_SEED) await repository.createQuestion(question)
  return QUESTION_SEED.length
}

interface DemoEnquiry {
  referenceId: string
  childName: string
  childAge: number
  childGender: 'Male' | 'Female'
  parentName: string
  /** How many days before today it arrived. */
  daysAgo: number
  stage: PipelineStage
  reason?: string
  archived?: boolean
  videoPending?: boolean
  note?: string
  notes: string
}

/** A few enquiries in every state a centre sees (development only): new, late, contacted, archived. */
const DEMO_ENQUIRIES: DemoEnquiry[] = [
  {
    referenceId: 'DEMOENQ001',
    childName: 'Aarav Sharma',
    childAge: 3,
    childGender: 'Male',
    parentName: 'Priya Sharma',
    daysAgo: 0,
    stage: 'new',
    videoPending: true,
    notes: 'He says only a few words and does not answer to his name.',
  },
  {
    referenceId: 'DEMOENQ002',
    childName: 'Diya Menon',
    childAge: 5,
    childGender: 'Female',
    parentName: 'Ravi Menon',
    daysAgo: 4,
    stage: 'new',
    notes: 'Her teacher says she finds it hard to sit through circle time.',
  },
  {
    referenceId: 'DEMOENQ003',
    childName: 'Kabir Rao',
    childAge: 4,
    childGender: 'Male',
    parentName: 'Sunita Rao',
    daysAgo: 6,
    stage: 'contacted',
    note: 'Called; the mother prefers a Saturday assessment.',
    notes: 'Covers his ears at loud sounds and lines up his toys.',
  },
  {
    referenceId: 'DEMOENQ004',
    childName: 'Meera Iyer',
    childAge: 6,
    childGender: 'Female',
    parentName: 'Lakshmi Iyer',
    daysAgo: 20,
    stage: 'not-proceeding',
    reason: 'The family moved to Bengaluru.',
    archived: true,
    notes: 'Speech is slower than her cousins of the same age.',
  },
]

/**
 * The demo admin's centre gets a few enquiries so JWL Enquiries has something in it on a fresh start. Each is
 * looked up by its fixed reference id first, so restarts add nothing and nothing changed is overwritten.
 */
export function createDemoEnquirySeeder({ repository, clock }: { repository: EnquiriesRepository; clock: Clock }) {
  return async function seedDemoEnquiries({
    centreId,
    admin,
  }: {
    centreId: string
    admin: { _id: string; name: string }
  }): Promise<number> {
    const questions = await repository.activeQuestions()
    let seeded = 0
    for (const [index, demo] of DEMO_ENQUIRIES.entries()) {
      if (await repository.findByReference(demo.referenceId)) continue
      const arrived = new Date(clock().getTime() - demo.daysAgo * 24 * 60 * 60 * 1000 - (index + 1) * 60 * 60 * 1000)
      const at = (hoursLater: number) => new Date(arrived.getTime() + hoursLater * 60 * 60 * 1000).toISOString()
      const slug = demo.parentName.toLowerCase().replace(/\s+/g, '.')
      const enquiry = await repository.create({
        referenceId: demo.referenceId,
        state: demo.archived ? 'archived' : 'active',
        centreId,
        childName: demo.childName,
        childAge: demo.childAge,
        childGender: demo.childGender,
        parentName: demo.parentName,
        parentEmail: `${slug}@example.com`,
        parentPhoneNo: `98480${String(index + 1).padStart(5, '0')}`,
        checklist: Object.fromEntries(
          questions.map((q, i) => [q.key, { answer: ANSWER_OPTIONS[(i + index) % 3], comment: '' }]),
        ),
        questions,
        additionalNotes: demo.notes,
        withVideo: !!demo.videoPending,
        videoFile: null,
        videoState: demo.videoPending ? 'pending' : null,
        consent: {
          version: CONSENT_VERSION,
          text: CONSENT_TEXT,
          videoConsent: !!demo.videoPending,
          givenAt: arrived.toISOString(),
          ip: '127.0.0.1',
        },
        codeHash: null,
        codeExpiresAt: null,
        codeAttempts: 0,
        codeUsedAt: arrived.toISOString(),
        verifiedAt: arrived.toISOString(),
        stage: demo.stage,
        contactBy: contactByDate(clinicToday(arrived)),
        firstContactAt: demo.stage === 'new' ? null : at(5),
        reason: demo.reason ?? '',
        appointmentId: null,
        previousReferenceId: null,
        activity: [],
        reducedAt: null,
      })
      await repository.appendActivity(enquiry._id, {
        at: arrived.toISOString(),
        byId: null,
        byName: null,
        action: 'verified',
        detail: '',
      })
      if (demo.stage !== 'new') {
        if (demo.stage === 'contacted') await repository.update(enquiry._id, { ownerId: admin._id })
        const detail = demo.stage === 'not-proceeding' ? `${demo.stage}: ${demo.reason}` : demo.stage
        await repository.appendActivity(enquiry._id, {
          at: at(5),
          byId: admin._id,
          byName: admin.name,
          action: 'stage',
          detail,
        })
      }
      if (demo.note) {
        await repository.appendActivity(enquiry._id, {
          at: at(5.1),
          byId: admin._id,
          byName: admin.name,
          action: 'note',
          detail: demo.note,
        })
      }
      if (demo.archived) {
        await repository.appendActivity(enquiry._id, {
          at: at(24),
          byId: admin._id,
          byName: admin.name,
          action: 'archived',
          detail: '',
        })
      }
      seeded++
    }
    return seeded
  }
}
