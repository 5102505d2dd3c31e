/** A centre as the portal sees it. */
export interface CentreSummary {
  _id: string
  name: string
}

/** A branch as the public site shows it. */
export interface Branch extends CentreSummary {
  location: string
  address: string
  phone: string
  colour: string | null
  imageAlt: string | null
  /** The branch picture (a media document id); the site resolves it to sizes. */
  imageId: string | null
}
