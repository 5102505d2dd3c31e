/** The ten branches a fresh database is seeded with, in the order the office set (docs/product.md §9.2). */
export const SEEDED_BRANCH_NAMES = [
  'Bowenpally Centre',
  'Barkatpura Centre',
  'Kukatpally Centre',
  'Suchitra Centre',
  'Banjara Hills Centre',
  'Manikonda Centre',
  'Nacharam Centre',
  'Neredmet Centre',
  'Champapet Centre',
  'Special Education Center at Barkatpura',
] as const

/** Password of every seeded demo account (DEMO_PASSWORD's default). */
export const DEMO_PASSWORD = 'Demo@12345'
