/** A branch as the public site shows it. */
export interface SiteBranch {
  _id: string
  name: string
  location: string
  address: string
  phone: string
  colour: string | null
}

/** Content the server reads from the CMS for a page and hands to both render and hydrate. */
export interface SiteData {
  branches: SiteBranch[]
  home: {
    welcomeTitle: string
    welcomeText: string
    branchesHeading: string
    seoTitle: string | null
    seoDescription: string | null
  }
  publicUrl: string
}

/** Digits and a leading + only, for tel: links. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
