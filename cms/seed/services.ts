import type { Payload } from 'payload'
import { SERVICES_SLUG } from '../collections/Services/index.ts'
import { seedImage } from './images.ts'

interface ServiceSeed {
  title: string
  slug: string
  summary: string
  image: string
  alt: string
  intro: string
  seoDescription: string
}

/** The six services of docs/product.md §3.1, in plain English for parents. */
export const SERVICE_SEED: ServiceSeed[] = [
  {
    title: 'Assessment and Evaluation',
    slug: 'assessment-evaluation',
    summary:
      'IQ, psychological, developmental and psycho-educational assessments that show how your child learns and what help they need.',
    image: 'service-assessment',
    alt: 'Drawing of a child doing a puzzle with a psychologist at a low table',
    intro:
      'A good assessment is the first step to the right help. Our psychologists use standard, well-researched tests to understand how your child thinks, learns, plays and behaves. We assess for specific learning disorder, ADHD, autism, sensory processing difficulties and slow learning, and we explain the results to you in plain words with a written report and clear next steps.',
    seoDescription:
      'IQ, psychological, developmental and psycho-educational assessments for children, with a clear written report and next steps.',
  },
  {
    title: 'Occupational Therapy',
    slug: 'occupational-therapy',
    summary:
      'Play-based therapy that builds the skills for everyday life: balance, hand use, handwriting, attention and coping with the senses.',
    image: 'service-occupational',
    alt: 'Drawing of a child playing with coloured blocks and a ball',
    intro:
      'Occupational therapy helps children take part in the everyday things that matter to them: playing, dressing, eating, writing and learning at school. Our therapists use play and carefully chosen activities to build strength, coordination, attention and the ability to cope with sounds, touch and movement.',
    seoDescription:
      'Play-based occupational therapy for children: sensory integration, motor skills, handwriting and everyday independence.',
  },
  {
    title: 'Behaviour Therapy',
    slug: 'behaviour-therapy',
    summary:
      'Structured help with social skills, life skills, self-help and understanding others, for children and for their parents.',
    image: 'service-behaviour-therapy',
    alt: 'Drawing of two children playing together, with a heart above them',
    intro:
      'Behaviour therapy teaches children new skills in small, clear steps and rewards every success. We work on social skills, life skills, self-help, understanding other people’s thoughts and feelings, and group play, and we train parents so the progress continues at home.',
    seoDescription:
      'Behaviour therapy for children: ABC analysis, social skills, life skills, self-help, group therapy and parent training.',
  },
  {
    title: 'Remedial Therapy',
    slug: 'remedial-therapy',
    summary:
      'One-to-one teaching for children with learning difficulties in reading, writing, spelling and maths, at their own pace.',
    image: 'service-remedial',
    alt: 'Drawing of a child reading a large open book',
    intro:
      'Remedial therapy is specialised teaching for children who find reading, writing, spelling or maths hard, including children with a specific learning disorder. Our special educators find where the gaps are, teach with methods that suit the way your child learns, and keep in touch with the school.',
    seoDescription:
      'Remedial teaching for children with learning difficulties in reading, writing, spelling and maths, one to one.',
  },
  {
    title: 'Behaviour Modification',
    slug: 'behaviour-modification',
    summary:
      'Calm, consistent and positive ways to reduce difficult behaviour and build the behaviour you want to see more of.',
    image: 'service-behaviour-modification',
    alt: 'Drawing of a parent and child smiling together under a yellow star',
    intro:
      'Behaviour modification looks at what happens before and after a difficult behaviour, and changes those things so that better behaviour pays off. We agree a simple plan with you, practise it in sessions and help you use it at home and at school.',
    seoDescription:
      'Behaviour modification for children: positive, consistent plans that reduce difficult behaviour at home and school.',
  },
  {
    title: 'Speech Therapy',
    slug: 'speech-therapy',
    summary:
      'Speech and language evaluation and therapy for children who are late to talk, hard to understand, or struggle to follow language.',
    image: 'service-speech',
    alt: 'Drawing of a child beside a speech bubble with coloured dots',
    intro:
      'Our speech therapists help children understand words and sentences, speak clearly, and use language to play, learn and make friends. Every child starts with a speech and language evaluation, including how well they understand what they hear (receptive language).',
    seoDescription:
      'Speech and language evaluation and therapy for children: late talking, unclear speech and understanding language.',
  },
]

/** Creates the six services on an empty collection; never touches services that exist. */
export async function seedServices(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: SERVICES_SLUG })
  if (totalDocs > 0) return false
  for (const [index, service] of SERVICE_SEED.entries()) {
    await payload.create({
      collection: SERVICES_SLUG,
      depth: 0,
      data: {
        title: service.title,
        slug: service.slug,
        summary: service.summary,
        tileImage: await seedImage(payload, service.image, service.alt),
        sortOrder: index + 1,
        sections: [{ blockType: 'textSection', text: service.intro }],
        seo: { description: service.seoDescription },
      },
    })
  }
  return true
}
