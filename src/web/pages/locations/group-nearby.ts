/** A point of the map in pixels at the current zoom. */
export interface ScreenPoint<T> {
  item: T
  x: number
  y: number
}

export interface NearbyGroup<T> {
  /** The first item of the group: the marker stands at its position. */
  anchor: ScreenPoint<T>
  items: T[]
}

/**
 * Groups the points whose markers (width x height pixels) would overlap at this zoom.
 * Overlapping markers cannot all be clicked, and WCAG 2.5.8 (axe `target-size`) forbids
 * overlapping targets; a group gets one marker listing its locations instead.
 * Greedy: a point joins the first group whose anchor box it touches, else anchors a new group,
 * so no two anchors (hence no two markers) overlap.
 */
export function groupNearby<T>(points: ScreenPoint<T>[], width: number, height: number): NearbyGroup<T>[] {
  const groups: NearbyGroup<T>[] = []
  for (const point of points) {
    const group = groups.find(({ anchor }) => Math.abs(anchor.x - point.x) < width && Math.abs(anchor.y - point.y) < height)
    if (group) group.items.push(point.item)
    else groups.push({ anchor: point, items: [point.item] })
  }
  return groups
}
