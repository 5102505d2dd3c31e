// Where a chart's text labels go so that none covers another or a plotted mark: each label offers places in
// order of preference and takes the first that is inside the chart's box and clear of everything placed before.

/** A rectangle in the chart's own units, from its top-left corner. */
export interface Box {
  x: number
  y: number
  width: number
  height: number
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
const inside = (box: Box, bounds: Box) =>
  box.x >= bounds.x &&
  box.y >= bounds.y &&
  box.x + box.width <= bounds.x + bounds.width &&
  box.y + box.height <= bounds.y + bounds.height

/**
 * For each label (in priority order) the index of the place it takes among its candidates: the first one inside
 * `bounds` that overlaps neither an obstacle nor a label placed before it; the first candidate when none is free.
 */
export function placeLabels(labels: readonly (readonly Box[])[], obstacles: readonly Box[], bounds: Box): number[] {
  const taken: Box[] = [...obstacles]
  return labels.map((candidates) => {
    const free = candidates.findIndex((box) => inside(box, bounds) && !taken.some((other) => overlaps(box, other)))
    const chosen = free === -1 ? 0 : free
    if (candidates[chosen]) taken.push(candidates[chosen])
    return chosen
  })
}
