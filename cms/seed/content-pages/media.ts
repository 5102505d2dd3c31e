// Captions of the gallery photos and titles of the videos. Video ids are placeholders until the
// centres give their own: the page loads nothing from YouTube until a visitor clicks a thumbnail.

export const GALLERY_SEED = [
  'Sensory integration room with swings and soft mats',
  'A child building a tower of coloured blocks',
  'Fine motor activities: beads, pegs and play dough',
  'Speech therapy with picture cards',
  'Parents’ workshop at one of our branches',
  'Group play session in the activity hall',
  'Handwriting practice at the special education centre',
  'Balance and movement on the therapy ball',
  'Celebrating Children’s Day with our families',
  'Reading corner at the special education centre',
  'Outdoor play and gross motor skills',
  'Art and craft afternoon',
]

export const VIDEOS_SEED = [
  'What is occupational therapy?',
  'Sensory integration: how it helps children',
  'Early signs of autism parents can notice',
  'ADHD: tips for parents at home',
  'Helping your child with handwriting',
  'Speech and language milestones',
  'Understanding specific learning disorders',
  'Behaviour therapy: the ABC approach',
  'Building social skills through group play',
  'Life skills: dressing and eating on their own',
  'Our special education centre',
  'A parents’ workshop at our centre',
  'Preparing your child for school',
  'Questions parents ask about assessments',
]

/** A video thumbnail's alt text. */
export const thumbnailAlt = (title: string) => `Thumbnail: ${title}`
