/** Sidebar data: normalising the config, flattening, previous/next and the active group. */
import type { Locale, SidebarEntryConfig, SidebarGroupConfig, SidebarLinkConfig } from '../config/types';
import { addLang } from './links';

export interface SidebarItemData {
  /** Label; null means "use the page title" (resolved in the data layer). */
  text: string | null;
  /** Route with locale prefix; null for dividers and section headers. */
  link: string | null;
  tag: string | null;
  dividerType: 'dashed' | 'solid' | null;
  sectionHeaderText: string | null;
}

export interface SidebarGroupData {
  /** Null for an untitled group: its items render at the top level. */
  text: string | null;
  collapsible: boolean;
  collapsed: boolean;
  tag: string | null;
  items: SidebarItemData[];
}

/**
 * A sidebar item in a page's route data: only the fields it has. Most items are a link and its
 * label; their empty fields were nearly half of every page's sidebar, which every page's context and
 * data file carry.
 */
export type RouteSidebarItem = { [K in keyof SidebarItemData]?: NonNullable<SidebarItemData[K]> };

export interface RouteSidebarGroup extends Omit<SidebarGroupData, 'items'> {
  items: RouteSidebarItem[];
}

export interface SidebarLinkRef {
  text: string;
  link: string;
}

const isGroup = (entry: SidebarEntryConfig): entry is SidebarGroupConfig => 'items' in entry;
const isLink = (entry: SidebarEntryConfig): entry is SidebarLinkConfig => 'link' in entry && !('items' in entry);

function toItem(
  entry: Exclude<SidebarEntryConfig, SidebarGroupConfig>,
  locale: Locale,
  defaultLang: Locale,
): SidebarItemData {
  const item: SidebarItemData = { text: null, link: null, tag: null, dividerType: null, sectionHeaderText: null };
  if (isLink(entry)) {
    item.link = addLang(entry.link, locale, defaultLang);
    item.text = entry.text?.[locale] ?? null;
    item.tag = entry.tag ?? null;
  } else if ('dividerType' in entry) {
    item.dividerType = entry.dividerType;
  } else {
    item.sectionHeaderText = entry.sectionHeaderText[locale];
  }
  return item;
}

export function routeSidebarItem({
  text,
  link,
  tag,
  dividerType,
  sectionHeaderText,
}: SidebarItemData): RouteSidebarItem {
  return {
    ...(text !== null && { text }),
    ...(link !== null && { link }),
    ...(tag !== null && { tag }),
    ...(dividerType !== null && { dividerType }),
    ...(sectionHeaderText !== null && { sectionHeaderText }),
  };
}

/**
 * Turns a section's config into the groups of one locale. Consecutive top-level
 * links, dividers and headers are gathered into one untitled group.
 */
export function normalizeSidebarSection(
  entries: readonly SidebarEntryConfig[],
  locale: Locale,
  defaultLang: Locale,
): SidebarGroupData[] {
  const groups: SidebarGroupData[] = [];
  let loose: SidebarGroupData | null = null;
  for (const entry of entries) {
    if (isGroup(entry)) {
      loose = null;
      groups.push({
        text: entry.text[locale],
        collapsible: entry.collapsible ?? true,
        collapsed: entry.collapsed ?? false,
        tag: entry.tag ?? null,
        items: entry.items.map((item) => toItem(item, locale, defaultLang)),
      });
    } else {
      if (!loose) {
        loose = { text: null, collapsible: false, collapsed: false, tag: null, items: [] };
        groups.push(loose);
      }
      loose.items.push(toItem(entry, locale, defaultLang));
    }
  }
  return groups;
}

/** Every linked page of a section in reading order. */
export function flattenSidebar<T extends { link: string | null; text: string | null }>(
  groups: readonly { items: readonly T[] }[],
): (T & { link: string })[] {
  return groups.flatMap((group) => group.items.filter((item): item is T & { link: string } => item.link !== null));
}

/** Previous and next pages: ±1 in the flattened sidebar. */
export function prevNext(
  groups: readonly { items: readonly { link: string | null; text: string | null }[] }[],
  route: string,
): { prev: SidebarLinkRef | null; next: SidebarLinkRef | null } {
  const flat = flattenSidebar(groups);
  const at = flat.findIndex((item) => item.link === route);
  if (at === -1) return { prev: null, next: null };
  const ref = (item: (typeof flat)[number] | undefined): SidebarLinkRef | null =>
    item ? { text: item.text ?? item.link, link: item.link } : null;
  return { prev: ref(flat[at - 1]), next: ref(flat[at + 1]) };
}

/** Index of the group holding the route, or -1. */
export function activeGroupIndex(
  groups: readonly { items: readonly { link?: string | null }[] }[],
  route: string,
): number {
  return groups.findIndex((group) => group.items.some((item) => item.link === route));
}

/** Every route a sidebar section links to (with locale prefix). */
export function sidebarRoutes(groups: readonly { items: readonly { link: string | null }[] }[]): string[] {
  return groups.flatMap((group) => group.items.flatMap((item) => (item.link ? [item.link] : [])));
}
