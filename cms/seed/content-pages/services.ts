// The body blocks of the six service pages (docs/product.md §3.5), after the intro each service is created
// with (cms/seed/services.ts). Keyed by the page's slug.

interface TextSection {
  blockType: 'textSection'
  heading?: string
  text: string
}
interface Accordion {
  blockType: 'accordion'
  heading?: string
  intro?: string
  items: { title: string; body: string }[]
}
interface Cards {
  blockType: 'cards'
  heading?: string
  intro?: string
  cards: { title: string; body: string }[]
}
interface Diagram {
  blockType: 'diagram'
  heading?: string
  centre: string
  parts: { label: string }[]
  caption?: string
}
export type ServiceBlockSeed = TextSection | Accordion | Cards | Diagram

const text = (heading: string, body: string): TextSection => ({ blockType: 'textSection', heading, text: body })

export const SERVICE_PAGES_SEED: Record<string, ServiceBlockSeed[]> = {
  'assessment-evaluation': [
    {
      blockType: 'cards',
      heading: 'Assessments we offer',
      cards: [
        {
          title: 'IQ assessment',
          body: 'Standardised tests such as MISIC, BKT and WISC measure reasoning, memory and problem solving, and show your child’s strengths as well as difficulties.',
        },
        {
          title: 'Psychological assessment',
          body: 'Looks at attention, emotions, behaviour and social skills, through tests, questionnaires and observation.',
        },
        {
          title: 'Developmental assessment',
          body: 'For babies and young children: checks movement, language, play and self-care against the milestones expected for their age (for example DST and VSMS).',
        },
        {
          title: 'Psycho-educational assessment',
          body: 'Tests reading, writing, spelling and maths (for example WIAT) to find out exactly where a child is struggling at school.',
        },
      ],
    },
    text(
      'Diagnostic evaluation',
      'When parents or teachers are worried, we carry out a full diagnostic evaluation for:\n' +
        '- specific learning disorder (dyslexia, dysgraphia, dyscalculia)\n' +
        '- attention deficit hyperactivity disorder (ADHD)\n' +
        '- autism spectrum disorder (for example with CARS)\n' +
        '- sensory processing difficulties\n' +
        '- slow learning\n\n' +
        'Every evaluation ends with a detailed written report and a meeting where we explain what we found and what we recommend.',
    ),
    text(
      'How to prepare',
      'Please bring previous medical reports, school reports and notebooks. Make sure your child has slept and eaten well. Some tests take up to four hours, with breaks; we tell you the expected time when you book.',
    ),
  ],
  'occupational-therapy': [
    text(
      'How occupational therapy helps',
      'Our occupational therapists assess how your child moves, plans actions and responds to touch, sound and movement. Then they use play-based activities, in our sensory integration rooms and at the table, to build the missing skills step by step.',
    ),
    {
      blockType: 'accordion',
      heading: 'Frames of reference we use',
      intro:
        'A frame of reference is a tested way of understanding a difficulty and treating it. We choose the ones that fit your child.',
      items: [
        {
          title: 'Sensory integration',
          body: 'Helps children who are over- or under-sensitive to touch, sound, movement or light to process sensations calmly, using swings, textures and movement play.',
        },
        {
          title: 'Neuro-developmental',
          body: 'Improves posture, balance and controlled movement in children with cerebral palsy or low muscle tone, through guided handling and movement.',
        },
        {
          title: 'Teaching-learning',
          body: 'Breaks a skill into small steps and teaches each one with practice, feedback and praise until the child can do it alone.',
        },
        {
          title: 'Childhood occupations',
          body: 'Focuses on the everyday roles of a child (player, pupil, friend, family member) and builds the skills each one needs.',
        },
        {
          title: 'Social participation',
          body: 'Builds the skills to join in: taking turns, sharing, following group rules and playing with other children.',
        },
        {
          title: 'Visual perception',
          body: 'Strengthens how a child makes sense of what they see: shapes, letters, spaces and directions, which reading and writing depend on.',
        },
        {
          title: 'Motor skill acquisition',
          body: 'Teaches new movement skills, such as catching, cycling or using scissors, through practice that gets gradually harder.',
        },
        {
          title: 'Handwriting',
          body: 'Improves pencil grip, letter formation, spacing and speed, so that writing becomes easier and neater.',
        },
      ],
    },
  ],
  'behaviour-therapy': [
    {
      blockType: 'cards',
      heading: 'What we offer',
      cards: [
        {
          title: 'ABC analysis',
          body: 'We look at what happens before a behaviour (Antecedent), the Behaviour itself and what follows (Consequence), to understand why it happens.',
        },
        {
          title: 'Social skills training',
          body: 'Greeting, taking turns, sharing, making friends and understanding others’ feelings.',
        },
        {
          title: 'Life skills training',
          body: 'Practical skills for independence: shopping, handling money, travelling and staying safe.',
        },
        { title: 'Self-help skills', body: 'Dressing, eating, toileting and grooming, taught step by step.' },
        {
          title: 'Theory of mind',
          body: 'Helping children understand that other people have their own thoughts, wishes and feelings.',
        },
        {
          title: 'Group therapy',
          body: 'Small groups where children practise new skills with other children, guided by a therapist.',
        },
        {
          title: 'Parent training',
          body: 'Showing parents how to use the same methods at home, so progress continues every day.',
        },
        {
          title: 'Individual sessions',
          body: 'One-to-one therapy with goals from your child’s individual education plan, reviewed monthly.',
        },
      ],
    },
    {
      blockType: 'diagram',
      heading: 'How the pieces fit together',
      centre: 'Your child',
      parts: [
        { label: 'ABC analysis' },
        { label: 'Social skills' },
        { label: 'Life skills' },
        { label: 'Self help' },
        { label: 'Theory of mind' },
        { label: 'Group therapy' },
        { label: 'Parent training' },
      ],
      caption: 'Every part of behaviour therapy is planned around your child and reviewed with you.',
    },
  ],
  'remedial-therapy': [
    text(
      'How it works',
      'A special educator uses the results of your child’s psycho-educational assessment to plan lessons that start from what your child can already do. Lessons use multi-sensory methods (seeing, hearing, saying and touching) so that learning sticks.',
    ),
    text(
      'What we work on',
      '- reading and phonics\n- spelling and written expression\n- handwriting\n- number sense and maths\n- study skills, attention and organisation\n\n' +
        'We keep in touch with your child’s school and can suggest support in class and in exams.',
    ),
  ],
  'behaviour-modification': [
    text(
      'Our approach',
      'We first observe and record the behaviour to understand what triggers it and what keeps it going. Then we agree a plan with you:\n' +
        '- praise and rewards for the behaviour we want to see more of\n' +
        '- clear, calm limits for behaviour that is not safe or acceptable\n' +
        '- visual schedules and routines so the child knows what comes next\n' +
        '- teaching a better way for the child to ask for what they need\n\n' +
        'We measure the behaviour every week so that you can see the change.',
    ),
    text(
      'Who it helps',
      'Children with ADHD, autism, emotional difficulties, school refusal or school phobia, and any child whose behaviour is making home or school life hard.',
    ),
  ],
  'speech-therapy': [
    {
      blockType: 'cards',
      heading: 'Our two speech services',
      cards: [
        {
          title: 'Speech and language evaluation',
          body: 'A full check of your child’s speech sounds, vocabulary, sentences, fluency, voice and social communication, followed by therapy with clear goals.',
        },
        {
          title: 'Receptive language evaluation',
          body: 'Finds out how well your child understands words, instructions and questions, which is the base for talking, reading and learning at school.',
        },
      ],
    },
    text(
      'When to ask for help',
      '- no babbling by 12 months or no words by 18 months\n- your child is hard to understand at age 3\n- your child does not follow simple instructions\n- stammering, or a voice that is often hoarse\n\n' +
        'If you are worried, it is always better to check early.',
    ),
  ],
}
