import type { CentresService } from '@app/centres'
import { CONTACT_MESSAGES } from '@app/contact/schema'
import type { Language } from '@app/platform/format'
import type { ContentRepository } from './content.repository.ts'
import { createContentPagesLoaders, type ContentPagesRepository } from './content-pages.repository.ts'
import type {
  BranchCard,
  BranchSummary,
  CommonData,
  ContactFormState,
  ContentKey,
  PageContentMap,
  RefundTerms,
} from './content.types.ts'

/** What a page loader may look at: the route's parameters, the query string and a form just posted. */
export interface LoadContext {
  params: Record<string, string>
  query: URLSearchParams
  /** Set when the server re-renders /contact after a form POST (no JavaScript). */
  contactForm?: ContactFormState
  /** The page's language (its path's prefix: /te/…, /hi/…); English when absent. */
  locale?: Language
}

/** Loads one kind of page's content; `null` means "no such page" and the visitor gets the 404 page. */
export type PageLoader<K extends ContentKey> = (context: LoadContext) => Promise<PageContentMap[K] | null>

export type PageLoaders = { [K in ContentKey]: PageLoader<K> }

/** What the Terms page asks of the appointments module: its refund policy in words. */
export interface RefundsForContent {
  terms(): Promise<RefundTerms>
}

/** What the enquiry form's page asks of the enquiries module (its service satisfies it). */
export interface EnquiriesForContent {
  questions(locale?: Language): Promise<Array<{ number: number; question: string; example: string }>>
  programme(locale?: Language): Promise<{
    name: string
    intro: string
    consentVersion: string
    consentText: string
    videoConsentText: string
  }>
}

const emptyContactForm = (): ContactFormState => ({
  status: 'idle',
  values: { name: '', email: '', phone: '', message: '' },
  fieldErrors: {},
  message: null,
})

/**
 * One loader per content key (PageContentMap). Add yours here when you add a key; TypeScript
 * refuses the object until every key has one. Keep each to the queries its page needs.
 */
export function createPageLoaders({
  repository,
  contentPages,
  centres,
  enquiries,
  refunds,
}: {
  repository: ContentRepository
  contentPages: ContentPagesRepository
  centres: CentresService
  enquiries: EnquiriesForContent
  refunds: RefundsForContent
}): PageLoaders & { common: (locale?: Language) => Promise<CommonData> } {
  const branchSummaries = async (): Promise<BranchSummary[]> =>
    (await centres.listBranches()).map(({ _id, name, location, address, phone, colour }) => ({
      id: _id,
      name,
      location,
      address,
      phone,
      colour,
    }))

  const branchCards = async (locale?: Language): Promise<BranchCard[]> => {
    const branches = await centres.listBranches(locale)
    const images = await repository.images(
      branches.flatMap((branch) => (branch.imageId ? [branch.imageId] : [])),
      locale,
    )
    return branches.map(({ _id, name, location, address, phone, colour, imageId, imageAlt }) => {
      const image = imageId ? images.get(imageId) : undefined
      return {
        id: _id,
        name,
        location,
        address,
        phone,
        colour,
        image: image ? { ...image, alt: imageAlt || image.alt } : null,
      }
    })
  }

  const pages = createContentPagesLoaders(contentPages)
  return {
    ...pages,
    async terms({ locale }) {
      const [page, refundTerms] = await Promise.all([contentPages.terms(locale), refunds.terms()])
      return { ...page, refunds: refundTerms }
    },
    async common(locale) {
      const [settings, branches, services] = await Promise.all([
        repository.settings(locale),
        branchSummaries(),
        repository.serviceLinks(locale),
      ])
      return { settings, branches, services }
    },
    async home({ locale }) {
      const [home, services, branches] = await Promise.all([
        repository.home(locale),
        repository.serviceTiles(locale),
        branchCards(locale),
      ])
      return { ...home, services, branches }
    },
    async branches({ locale }) {
      const [page, branches] = await Promise.all([repository.branchesPage(locale), branchCards(locale)])
      return { ...page, branches }
    },
    async contact({ query, contactForm, locale }) {
      const page = await repository.contactPage(locale)
      const form = contactForm ?? emptyContactForm()
      if (!contactForm && query.get('sent') === '1')
        Object.assign(form, { status: 'sent', message: CONTACT_MESSAGES.sent })
      return { ...page, form }
    },
    async services({ locale }) {
      const [texts, services] = await Promise.all([
        contentPages.pageText('servicesOverview', locale),
        repository.serviceTiles(locale),
      ])
      return { ...texts, services }
    },
    service: ({ params, locale }) => repository.service(params.slug ?? '', locale),
    static: async () => ({}),
    async enquiry({ locale }) {
      const [programme, questions] = await Promise.all([enquiries.programme(locale), enquiries.questions(locale)])
      const { name, ...rest } = programme
      return { heading: name, ...rest, questions }
    },
    enquiryVideo: async ({ locale }) => ({ heading: (await enquiries.programme(locale)).name }),
    notFound: ({ locale }) => contentPages.pageText('notFound', locale),
  }
}

/** Values for each parameterised route, for the sitemap: e.g. every service slug for /services/:slug. */
export function createSitemapParams(repository: ContentRepository): Record<string, () => Promise<string[]>> {
  return {
    '/services/:slug': async () => (await repository.serviceLinks()).map((service) => service.slug),
  }
}
