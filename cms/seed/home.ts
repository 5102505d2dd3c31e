/** The home page text a fresh install starts with; editors change it in /admin. */
export const HOME_SEED = {
  welcomeTitle: 'Welcome to our Child Development Centres',
  welcomeText:
    'For more than 15 years we have helped children with autism, ADHD, learning difficulties, sensory processing differences and emotional or behavioural challenges to grow in confidence. ' +
    'Our psychologists, occupational therapists, speech therapists and special educators assess each child carefully, agree clear goals with parents, and review progress every month. ' +
    'Visit any of our ten branches across Hyderabad and Secunderabad, or call us to book an assessment.',
  branchesHeading: 'Our Branches and Services',
  seoTitle: 'Child Development & Therapy Centres in Hyderabad',
  seoDescription:
    'Assessments, occupational, speech and behaviour therapy, and remedial education for children at ten branches across Hyderabad.',
}
