/** Shapes of the site configuration. Pure data: no React, no Gatsby. */

export type Locale = 'en' | 'zh';

/** A string written once per locale. */
export type Localized = Record<Locale, string>;

export interface LocaleConfig {
  lang: Locale;
  /** The value of `<html lang>` and of feed languages. */
  htmlLang: string;
  label: string;
  title: string;
  description: string;
  editLinkText: string;
}

export interface SiteConfig {
  title: string;
  description: string;
  /** Absolute origin the site is deployed at, without a trailing slash. */
  siteUrl: string;
  icon: string;
  base: string;
  defaultLang: Locale;
  locales: LocaleConfig[];
  /** Versions shown in the version switch; empty means no switch. */
  versions: string[];
}

export interface NavItemConfig {
  text: Localized;
  /** Route without the locale prefix, e.g. `/guide/start/`. */
  link: string;
  /** A regular expression source matched against the locale-free path. */
  activeMatch: string;
  position: 'left' | 'right';
  tag?: string;
}

export interface SidebarLinkConfig {
  /** Route without the locale prefix. */
  link: string;
  /** Overrides the page title as the sidebar label. */
  text?: Localized;
  tag?: string;
}

export interface SidebarDividerConfig {
  dividerType: 'dashed' | 'solid';
}

export interface SidebarSectionHeaderConfig {
  sectionHeaderText: Localized;
}

export interface SidebarGroupConfig {
  text: Localized;
  items: SidebarLinkConfig[];
  /** Defaults to true: every group can be folded. */
  collapsible?: boolean;
  /** Defaults to false: groups start expanded. */
  collapsed?: boolean;
  tag?: string;
}

export type SidebarEntryConfig =
  SidebarGroupConfig | SidebarLinkConfig | SidebarDividerConfig | SidebarSectionHeaderConfig;

export type SidebarSectionConfig = SidebarEntryConfig[];

export type SectionKey = 'guide' | 'config' | 'plugins' | 'api' | 'community';

export interface SiblingProjectConfig {
  name: string;
  desc: string;
  descEn: string;
  logo: string;
  logoScale?: number;
  url: string;
  urlEn: string;
}

export interface SocialLinkConfig {
  icon: 'github' | 'x' | 'discord' | 'lark' | 'slack' | 'wechat';
  mode: 'link' | 'text' | 'img';
  content: string;
}

export type HideNavbarMode = 'never' | 'always' | 'auto';

export interface SearchConfig {
  mode: 'local' | 'remote';
  /** Only for the remote mode. */
  apiUrl?: string;
  searchIndexes?: string[];
  /** Results shown per index. */
  limit: number;
}

export interface ThemeConfig {
  darkMode: boolean;
  hideNavbar: HideNavbarMode;
  lastUpdated: boolean;
  editLink: { docRepoBaseUrl: string } | null;
  localeRedirect: 'auto' | 'never';
  enableScrollToTop: boolean;
  enableContentAnimation: boolean;
  search: SearchConfig;
  footerMessage: string;
  logo: { light: string; dark: string };
  logoText: string;
  markdown: { showLineNumbers: boolean; defaultWrapCode: boolean };
}
