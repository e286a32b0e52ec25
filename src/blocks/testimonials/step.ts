/** The index `delta` places away from `index` among `count` items, wrapping at both ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  return (((index + delta) % count) + count) % count;
}
