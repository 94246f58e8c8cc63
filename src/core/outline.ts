/** Which outline entry is current: the last heading that has scrolled past the offset line. */
export function activeHeadingIndex(headingTops: readonly number[], offset: number, atPageBottom: boolean): number {
  if (headingTops.length === 0) return -1;
  if (atPageBottom) return headingTops.length - 1;
  let active = -1;
  headingTops.forEach((top, index) => {
    if (top <= offset + 1) active = index;
  });
  return active;
}
