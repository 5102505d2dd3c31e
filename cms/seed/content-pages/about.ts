// First-start text of the about-us pages (docs/product.md §3.5), written for parents. Editors change it in /admin.

export const WHO_WE_ARE_SEED = {
  intro:
    'We are a group of child-development centres in Hyderabad and Secunderabad. For more than 15 years we have assessed, taught and supported children who find learning, communication, movement or behaviour harder than their friends do.\n\n' +
    'Our team of psychologists, occupational therapists, speech therapists, behaviour therapists and special educators works together under one roof, so a family does not have to go from one clinic to another to get help.\n\n' +
    'We work with children who have:\n' +
    '- autism spectrum disorder\n' +
    '- sensory processing difficulties\n' +
    '- epilepsy\n' +
    '- specific learning disorders (difficulty with reading, writing or maths)\n' +
    '- attention deficit disorder (ADD) and attention deficit hyperactivity disorder (ADHD)\n' +
    '- behavioural and emotional difficulties\n' +
    '- school refusal and school phobia\n\n' +
    'Besides therapy at our centres we offer life skills training, home-based programmes, school-based rehabilitation and packages for families who travel to us from outside the city. In 2018 we opened a special education centre at one of our branches; 25 children learn there today.',
  mission:
    'To give every child who struggles to learn, speak, move or get along with others a careful assessment, a clear plan and caring therapy, and to give their parents the knowledge and confidence to help them at home.',
  vision:
    'A city where every child with a developmental difference is understood early, supported well and included fully at home, at school and in the community, whatever their family can afford.',
  coreValues: [
    { value: 'Child first', meaning: 'Every decision starts with what is best for the child in front of us.' },
    { value: 'Honesty', meaning: 'We tell parents clearly what we find, what we plan and how it is going.' },
    { value: 'Partnership', meaning: 'Parents, teachers and therapists work as one team.' },
    { value: 'Evidence', meaning: 'We use methods that research shows to work, and we measure progress.' },
    { value: 'Access', meaning: 'No child is turned away because the family cannot pay in full.' },
  ],
}

/** The core-values picture's alt text. */
export const WHO_WE_ARE_IMAGE_ALT =
  'Our core values around a heart: child first, honesty, partnership, evidence and access'

/** The alt text of a founder's or research staff member's picture. */
export const illustrationAlt = (name: string) => `Illustration for ${name.toLowerCase()}`

export const WHY_US_SEED = {
  intro:
    'Choosing where your child goes for therapy is a big decision. Here are 25 reasons why families across Hyderabad have trusted us for more than 15 years.',
  claims: [
    'More than 15 years of experience in child development and rehabilitation.',
    'All our therapists and special educators are certified by the Rehabilitation Council of India (RCI).',
    'Therapy rooms are monitored by CCTV, so you can be sure of what happens in every session.',
    "Your child's goals are reviewed every month and updated when they are met.",
    'Every three months, our doctor, therapists and you sit together to review progress.',
    'About 30% of our clients receive therapy at a reduced fee or free of charge.',
    'More than 600 free workshops for parents and teachers in the last 10 years.',
    'More than 350 children supported across 8 centres.',
    'Psychologists, occupational, speech and behaviour therapists and special educators all under one roof.',
    'A written individual education plan (IEP) for every child.',
    'A detailed written report after every assessment.',
    'Standardised assessments for IQ, development, learning and attention.',
    'Life skills training that prepares children for everyday independence.',
    'Home-based programmes for children who need help in their own surroundings.',
    'School-based rehabilitation in partnership with schools.',
    'Packages for families who travel to us from outside Hyderabad.',
    'A special education centre, started in 2018, where 25 children learn today.',
    'Ten branches across Hyderabad and Secunderabad, so help is never far away.',
    'Parent training so that progress continues at home.',
    'Sensory integration rooms equipped for occupational therapy.',
    'Group therapy sessions to build social and play skills with other children.',
    'Regular training and supervision for our own staff.',
    'Ongoing research to keep improving how we help children.',
    'Clear, published prices with no hidden charges.',
    'A warm, friendly team that treats every child as an individual.',
  ],
}

export const FOUNDER_MESSAGES_SEED = [
  {
    name: 'Our Founder and Director',
    role: 'Founder and Director, clinical psychologist',
    message:
      'When we opened our first centre more than 15 years ago, many parents told us the same story: they knew something was different about their child, but nobody could tell them what it was or what to do next.\n\n' +
      'We set out to change that. Every child who comes to us is assessed carefully, every family leaves with a clear plan, and every plan is reviewed often so that no month is wasted.\n\n' +
      'We are proud that about a third of the children we see receive therapy at a reduced fee or for free. A family should never have to choose between their child and their budget. Thank you for trusting us with your child.',
    sortOrder: 1,
  },
  {
    name: 'Our Co-founder',
    role: 'Co-founder and Head of Therapy Services',
    message:
      'Children learn best when they feel safe, understood and a little bit challenged. That is the spirit of every therapy room in our centres.\n\n' +
      'Our therapists work as one team: the occupational therapist, the speech therapist, the special educator and the psychologist all know your child and talk to each other every week. You are part of that team too. We will show you what we do in the session and how to carry it on at home.\n\n' +
      'Please come and talk to us. There is no question too small.',
    sortOrder: 2,
  },
]

export const GOALS_SEED = [
  [
    'Early identification',
    'Recognise developmental delays and learning difficulties as early as possible, when help makes the biggest difference.',
  ],
  [
    'Accurate assessment',
    'Give every child a thorough, standardised assessment and a clear written report that parents can understand.',
  ],
  [
    'A plan for every child',
    'Write an individual education plan with goals that fit the child, not a one-size-fits-all programme.',
  ],
  ['Measurable progress', 'Review goals every month and share progress openly with parents.'],
  ['Parents as partners', 'Train and support parents so that what a child learns in therapy carries on at home.'],
  ['Inclusion at school', 'Work with teachers and schools so that children can learn alongside their classmates.'],
  ['Independence in daily life', 'Teach life skills such as dressing, eating, travelling and handling money.'],
  ['Affordable care', 'Keep therapy within reach of every family through reduced fees and free places.'],
  [
    'Awareness in the community',
    'Run free workshops that help parents, teachers and doctors understand developmental differences.',
  ],
  ['Skilled professionals', 'Train therapists, teachers and special educators to high, certified standards.'],
  ['Research that helps', 'Study what works best for our children and use the results in everyday practice.'],
  [
    'Help close to home',
    'Offer services in every part of the city, at home and at school when a centre visit is hard.',
  ],
  [
    'Emotional well-being',
    'Look after the feelings and confidence of every child and every family, not only their skills.',
  ],
].map(([title, description], index) => ({ title, description, sortOrder: index + 1 }))

export const RESEARCH_PROJECTS_SEED = [
  {
    title: 'Early signs of autism in toddlers',
    summary:
      'We are studying which simple play-based observations best help parents and paediatricians notice early signs of autism between 18 and 36 months, so that children can start therapy sooner.',
    status: 'Ongoing',
    sortOrder: 1,
  },
  {
    title: 'Sensory integration and classroom attention',
    summary:
      'This project follows children with sensory processing difficulties through a term of occupational therapy and measures how their attention and behaviour in class change, as reported by their teachers.',
    status: 'Ongoing',
    sortOrder: 2,
  },
  {
    title: 'Parent training and home practice',
    summary:
      'We are comparing how much children progress when their parents attend our one-month parent training and practise at home, to help us design better support for busy families.',
    status: 'Ongoing',
    sortOrder: 3,
  },
]

export const RESEARCH_STAFF_SEED = [
  {
    name: 'Research Lead',
    role: 'Clinical psychologist (RCI registered)',
    bio: 'Leads our research programme and makes sure every study is ethical, safe for children and useful for families.',
    sortOrder: 1,
  },
  {
    name: 'Research Associate, Occupational Therapy',
    role: 'Occupational therapist, Master of Occupational Therapy',
    bio: 'Runs the sensory integration study and trains our therapists in the assessments it uses.',
    sortOrder: 2,
  },
  {
    name: 'Research Associate, Special Education',
    role: 'Special educator (RCI registered)',
    bio: 'Works with parents and schools on the parent training and early identification projects.',
    sortOrder: 3,
  },
]
