// Every English text the seed writes into a localised field, in one tree whose shape the Telugu and Hindi files
// follow (te.ts, hi.ts): the seed pairs each English text with the text at the same place in a translation.
import { PROGRAMME_SEED, QUESTION_SEED } from '@app/enquiries'
import { GAMES_SEED } from '@app/games'
import {
  FOUNDER_MESSAGES_SEED,
  GOALS_SEED,
  illustrationAlt,
  RESEARCH_PROJECTS_SEED,
  RESEARCH_STAFF_SEED,
  WHO_WE_ARE_IMAGE_ALT,
  WHO_WE_ARE_SEED,
  WHY_US_SEED,
} from '../content-pages/about.ts'
import { FAQ_SEED } from '../content-pages/faq.ts'
import { GALLERY_SEED, thumbnailAlt, VIDEOS_SEED } from '../content-pages/media.ts'
import { GLOBAL_HEADINGS_SEED, PAGE_TEXTS_SEED } from '../content-pages/page-texts.ts'
import { POLICIES_SEED } from '../content-pages/policies.ts'
import { SERVICE_PAGES_SEED } from '../content-pages/services.ts'
import { TRAINING_SEED } from '../content-pages/training.ts'
import { HERO_SLIDES, HOME_SEED, TREATMENT_ALTS, treatmentAlt } from '../home.ts'
import { BRANCH_IMAGE_ALT } from '../images.ts'
import { BRANCHES_PAGE_SEED, CONTACT_PAGE_SEED } from '../pages.ts'
import { SERVICE_SEED } from '../services.ts'
import { SITE_SETTINGS_SEED } from '../site-settings.ts'

export const SEED_ENGLISH = {
  siteSettings: SITE_SETTINGS_SEED,
  home: HOME_SEED,
  heroSlides: HERO_SLIDES.map(([caption, alt]) => ({ caption, alt: `${alt}.` })),
  treatmentAlts: TREATMENT_ALTS.map(treatmentAlt),
  services: SERVICE_SEED,
  servicePages: SERVICE_PAGES_SEED,
  branchesPage: BRANCHES_PAGE_SEED,
  branchImageAlt: BRANCH_IMAGE_ALT,
  contactPage: CONTACT_PAGE_SEED,
  pageTexts: PAGE_TEXTS_SEED,
  globalHeadings: GLOBAL_HEADINGS_SEED,
  whoWeAre: { ...WHO_WE_ARE_SEED, imageAlt: WHO_WE_ARE_IMAGE_ALT },
  whyUs: WHY_US_SEED,
  founders: FOUNDER_MESSAGES_SEED.map((row) => ({ ...row, photoAlt: illustrationAlt(row.name) })),
  goals: GOALS_SEED,
  researchProjects: RESEARCH_PROJECTS_SEED,
  researchStaff: RESEARCH_STAFF_SEED.map((row) => ({ ...row, photoAlt: illustrationAlt(row.name) })),
  training: TRAINING_SEED,
  faq: FAQ_SEED,
  gallery: GALLERY_SEED,
  videos: VIDEOS_SEED.map((title) => ({ title, thumbnailAlt: thumbnailAlt(title) })),
  policies: POLICIES_SEED,
  // The modules' own CMS words (decision 063's "still English", now localised): a game's name is its `title` here.
  games: GAMES_SEED.map(({ name, description }) => ({ title: name, description })),
  enquiryProgramme: { title: PROGRAMME_SEED.name, intro: PROGRAMME_SEED.intro },
  enquiryQuestions: QUESTION_SEED.map(({ question, example }) => ({ question, example })),
}

/** A translation of a tree of texts: the same shape, every part optional (what is left out stays English). */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? ReadonlyArray<Translation<Item> | undefined>
    : T extends object
      ? { readonly [K in keyof T]?: Translation<T[K]> }
      : never

export type SeedTranslation = Translation<typeof SEED_ENGLISH> & {
  /** Texts the seed builds from a name, e.g. "The Kukatpally branch": the English pattern and its translation. */
  patterns?: ReadonlyArray<readonly [RegExp, string]>
}
