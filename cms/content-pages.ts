import { Faqs } from './collections/Faqs/index.ts'
import { FounderMessages } from './collections/FounderMessages/index.ts'
import { GalleryPhotos } from './collections/GalleryPhotos/index.ts'
import { Goals } from './collections/Goals/index.ts'
import { PageTexts } from './collections/PageTexts/index.ts'
import { ResearchProjects } from './collections/ResearchProjects/index.ts'
import { ResearchStaff } from './collections/ResearchStaff/index.ts'
import { TrainingProgrammes } from './collections/TrainingProgrammes/index.ts'
import { Videos } from './collections/Videos/index.ts'
import { Policies } from './globals/Policies/index.ts'
import { WhoWeAre } from './globals/WhoWeAre/index.ts'
import { WhyUs } from './globals/WhyUs/index.ts'

/** Collections behind the about-us, training, media, FAQ and terms pages. */
export const contentPageCollections = [
  PageTexts,
  FounderMessages,
  Goals,
  ResearchProjects,
  ResearchStaff,
  TrainingProgrammes,
  GalleryPhotos,
  Videos,
  Faqs,
]
/** Globals behind who-we-are, why-us and terms-and-conditions. */
export const contentPageGlobals = [WhoWeAre, WhyUs, Policies]
