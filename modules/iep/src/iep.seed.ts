import type { Payload } from 'payload'
import { withTransaction, type Clock } from '@app/platform'
import { addDays, clinicToday } from '@app/platform/clinic-time'
import type { IepRepository, NewVersion } from './iep.repository.ts'
import { calendarMonthOf, firstDayOf, monthsFrom } from './iep.rules.ts'

interface Person {
  _id: string
  name: string
}

const PLAN = [
  {
    target: 'Uses two-word phrases to ask for things',
    goals: ['Names 10 everyday objects', 'Requests help with "help me"', 'Answers yes/no questions'],
  },
  {
    target: 'Uses three-word sentences at home and in class',
    goals: ['Combines a noun and a verb', 'Says what they want to play', 'Takes two turns in a conversation'],
  },
  {
    target: 'Retells a short event in order',
    goals: ['Uses "first" and "then"', 'Describes a picture in one sentence'],
  },
]

/**
 * The demo child's plan in progress (development only): it started last month, which has performance,
 * session entries, the therapist's and the doctor's feedback and an edited goal (so history has several
 * versions); this month has some entries; next month only its goals. Skipped when the child has a plan.
 */
export function createDemoIepSeeder({
  repository,
  clock,
  payload,
}: {
  repository: IepRepository
  clock: Clock
  payload: Payload
}) {
  return async function seedDemoIep({
    childId,
    doctor,
    therapist,
  }: {
    childId: string
    doctor: Person
    therapist: Person
  }): Promise<boolean> {
    if ((await repository.listByChild(childId)).length > 0) return false
    // The plan, its versions and entries in one transaction: a failed seed leaves no half plan to skip next time.
    return withTransaction(payload, async () => {
      const today = clinicToday(clock())
      const lastMonth = calendarMonthOf(addDays(firstDayOf(calendarMonthOf(today)), -1))
      const months = monthsFrom(lastMonth.month, lastMonth.year)
      const iep = await repository.createIep({
        childId,
        doctorId: doctor._id,
        therapy: 'Speech Therapy',
        therapistName: therapist.name,
        feedback: 'Short daily practice at home helps most; keep sessions playful.',
        startingMonth: months[0].month,
        startingYear: months[0].year,
      })
      const byDoctor = { authorId: doctor._id, authorName: doctor.name, authorRole: 'doctor' as const }
      const byTherapist = { authorId: therapist._id, authorName: therapist.name, authorRole: 'therapist' as const }
      const blank = { goalGames: [], performance: [], therapistFeedback: '', doctorFeedback: '', video: null }
      const write = (
        monthIndex: number,
        version: number,
        fields: Partial<NewVersion> & Pick<NewVersion, 'authorId' | 'authorName' | 'authorRole'>,
      ) =>
        repository.insertVersion({
          iepId: iep._id,
          monthIndex,
          version,
          month: months[monthIndex].month,
          year: months[monthIndex].year,
          ...PLAN[monthIndex],
          ...blank,
          ...fields,
        })
      for (let monthIndex = 0; monthIndex < 3; monthIndex++) await write(monthIndex, 1, byDoctor)

      // Last month: a goal reworded, performance and feedback, the doctor's review.
      const edited = [...PLAN[0].goals]
      edited[1] = 'Requests help with "help me, please"'
      await write(0, 2, { ...byDoctor, goals: edited })
      const done = { goals: edited, performance: [80, null, 65] }
      await write(0, 3, {
        ...byTherapist,
        ...done,
        therapistFeedback: 'Names most objects unprompted; needs cues to ask for help.',
      })
      await write(0, 4, {
        ...byDoctor,
        ...done,
        therapistFeedback: 'Names most objects unprompted; needs cues to ask for help.',
        doctorFeedback: 'Good progress. Move to three-word sentences next month as planned.',
      })

      const entry = async (monthIndex: number, goalIndex: number, day: number, percent: number, note = '') => {
        const first = firstDayOf(months[monthIndex])
        const date = addDays(first, day)
        if (date > today) return
        const goals = monthIndex === 0 ? edited : PLAN[monthIndex].goals
        await repository.insertEntryOnce({
          iepId: iep._id,
          monthIndex,
          goalIndex,
          goal: goals[goalIndex],
          date,
          percent,
          note,
          entryKey: `${iep._id}:demo-${monthIndex}-${goalIndex}-${day}`,
          authorId: therapist._id,
          authorName: therapist.name,
        })
      }
      await entry(0, 0, 2, 60, 'Baseline: 6 of 10 objects')
      await entry(0, 0, 12, 80)
      await entry(0, 1, 4, 30, 'Needed two prompts')
      await entry(0, 1, 18, 55)
      await entry(0, 2, 9, 65)
      await entry(1, 0, 0, 40, 'Baseline for the new goal')
      await entry(1, 0, 3, 50)
      await entry(1, 1, 2, 35)
      return true
    })
  }
}
