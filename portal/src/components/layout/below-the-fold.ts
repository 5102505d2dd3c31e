/**
 * Classes of a block a phone usually shows only after scrolling: the browser lays it out when it comes near the
 * viewport rather than with the first render (CSS `content-visibility: auto`; it stays in the accessibility tree and
 * in find-in-page). A long screen's first layout was the last long task of its load on the slow-phone profile
 * (decision 067). Until the block has been drawn once it holds the given height's place, then its own size: the
 * height only, as a width would widen the grid the block sits in (and push a screen's content off a phone).
 * Written out whole, one per height, so that Tailwind finds each class in the source.
 */
export const BELOW_THE_FOLD = {
  /** A child's card of the parent's home, its four parts stacked on a phone. */
  childCard: '[content-visibility:auto] [contain-intrinsic-block-size:auto_720px]',
  /** A list of a few short cards. */
  cardList: '[content-visibility:auto] [contain-intrinsic-block-size:auto_400px]',
} as const
