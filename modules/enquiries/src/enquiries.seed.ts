// The first-start questionnaire (docs/product.md, Enquiries): ten everyday questions about a young child's
// development, each with an example. Editors change them in /admin; seeded only while there are none.
import type { EnquiriesRepository } from './enquiries.repository.ts'
import type { EnquiryQuestion } from './enquiries.schema.ts'

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

/** Seeds the questionnaire on an empty collection; returns how many it wrote. */
export async function seedQuestions(repository: EnquiriesRepository): Promise<number> {
  if ((await repository.countQuestions()) > 0) return 0
  for (const question of QUESTION_SEED) await repository.createQuestion(question)
  return QUESTION_SEED.length
}
