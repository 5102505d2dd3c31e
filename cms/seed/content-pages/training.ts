// The training programmes of docs/product.md §3.5. Coordinators are roles until the centres name a person.

export const TRAINING_SEED = [
  {
    programme: 'Pedagogy (special education teaching methods)',
    description: 'For teachers and special educators who want to teach children with learning difficulties.',
    duration: '3 months',
    frequency: 'Twice a year: May and October batches',
    coordinator: 'Head of Special Education',
  },
  {
    programme: 'Behavioural therapy',
    description: 'Hands-on training in our centres in behaviour assessment and behaviour therapy.',
    duration: '1 month',
    frequency: 'In-house, when a batch fills',
    coordinator: 'Senior Behaviour Therapist',
  },
  {
    programme: 'PREP (PASS Reading Enhancement Programme)',
    description: 'A structured programme that builds the thinking skills behind reading.',
    duration: '3 months',
    frequency: 'Every quarter',
    coordinator: 'Senior Remedial Educator',
  },
  {
    programme: 'COGENT (cognitive enhancement training)',
    description: 'Thinking and attention activities for young children, in small groups.',
    duration: '3 months',
    frequency: 'Every quarter',
    coordinator: 'Senior Remedial Educator',
  },
  {
    programme: 'Math Module',
    description: 'Step-by-step methods for teaching number sense and maths to children who find it hard.',
    duration: '3 months',
    frequency: 'Every quarter',
    coordinator: 'Senior Remedial Educator',
  },
  {
    programme: 'Parent training',
    description: 'Practical ways to support your child at home, in a group with other parents.',
    duration: '1 month',
    frequency: 'When at least 10 parents have joined a group',
    coordinator: 'Parent Training Coordinator',
  },
  {
    programme: 'Short-term skill trainings',
    description: 'Focused workshops on one skill, such as handwriting or social skills, for schools and groups.',
    duration: 'A few days',
    frequency: 'On request',
    coordinator: 'Training Coordinator',
  },
].map((row, index) => ({ ...row, sortOrder: index + 1 }))
