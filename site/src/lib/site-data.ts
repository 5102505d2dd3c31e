/** The id of the JSON data block a rendered page carries its SiteData in, for hydration. */
export const SITE_DATA_ID = 'site-data'
