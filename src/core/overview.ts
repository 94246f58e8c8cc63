/** Data of an overview page: the groups of its section's sidebar, each page with its h2 headings. */

export interface OverviewHeading {
  text: string;
  id: string;
}

export interface OverviewItem {
  text: string;
  link: string;
  headings: OverviewHeading[];
}

export interface OverviewGroup {
  /** Null for the default group of ungrouped pages ("Others"). */
  text: string | null;
  items: OverviewItem[];
}

interface GroupLike {
  text: string | null;
  items: readonly { text: string | null; link: string | null }[];
}

export function buildOverview(
  groups: readonly GroupLike[],
  tocByRoute: ReadonlyMap<string, readonly { text: string; id: string; depth: number }[]>,
  selfRoute: string,
): OverviewGroup[] {
  const titled: OverviewGroup[] = [];
  const others: OverviewGroup = { text: null, items: [] };
  for (const group of groups) {
    const items = group.items.flatMap((item): OverviewItem[] => {
      if (!item.link || item.link === selfRoute) return [];
      const headings = (tocByRoute.get(item.link) ?? [])
        .filter((entry) => entry.depth === 2)
        .map(({ text, id }) => ({ text, id }));
      return [{ text: item.text ?? item.link, link: item.link, headings }];
    });
    if (items.length === 0) continue;
    if (group.text === null) others.items.push(...items);
    else titled.push({ text: group.text, items });
  }
  return others.items.length > 0 ? [...titled, others] : titled;
}
