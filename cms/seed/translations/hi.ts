// The seeded words in Hindi, as the centres' staff say them to parents in Hyderabad (docs/i18n-glossary.md).
// Same shape as SEED_ENGLISH (english.ts); what is left out reads in English.
import type { SeedTranslation } from './english.ts'

export const HINDI: SeedTranslation = {
  home: { servicesHeading: 'हमारी सेवाएँ' },
}
