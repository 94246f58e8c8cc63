/** Fixtures for component tests: the `SiteData` static query and a page's route data. */
import { buildRouteData, type RouteData } from '../../src/core/route-data';
import { EMPTY_FRONTMATTER } from '../../src/core/site-pages';
import type { SiteData } from '../../src/hooks/useSiteData';

export function siteData(
  overrides: Partial<{
    versions: string[];
    social: { icon: string; mode: string; content: string }[];
    darkMode: boolean;
  }> = {},
): SiteData {
  return {
    siteConfig: {
      title: 'Rsbuild',
      description: 'The Rspack-based build tool',
      siteUrl: 'https://rsbuild.dev',
      base: '/',
      defaultLang: 'en',
      versions: overrides.versions ?? [],
      locales: [
        { lang: 'en', htmlLang: 'en', label: 'English', description: 'd', editLinkText: 'Edit this page on GitHub' },
        { lang: 'zh', htmlLang: 'zh-CN', label: '简体中文', description: 'd', editLinkText: '在 GitHub 上编辑此页' },
      ],
      themeConfig: {
        darkMode: overrides.darkMode ?? true,
        hideNavbar: 'never',
        lastUpdated: true,
        editLink: { docRepoBaseUrl: 'https://github.com/x/y' },
        localeRedirect: 'auto',
        enableScrollToTop: true,
        enableContentAnimation: false,
        search: { mode: 'local', apiUrl: null, searchIndexes: null, limit: 7 },
        footerMessage: 'Copyright © 2024 ByteDance.',
        logo: { light: '/l.svg', dark: '/d.svg' },
        logoText: 'Rsbuild',
        markdown: { showLineNumbers: false, defaultWrapCode: false },
      },
    },
    allNavItem: {
      nodes: [
        { locale: 'en', text: 'Guide', link: '/guide/start/', activeMatch: '^/guide/', position: 'right', tag: null },
        { locale: 'en', text: 'Config', link: '/config/', activeMatch: '^/config/', position: 'right', tag: null },
        { locale: 'zh', text: '指南', link: '/zh/guide/start/', activeMatch: '^/guide/', position: 'right', tag: null },
      ],
    },
    allSiblingProject: {
      nodes: [
        {
          name: 'Rspack',
          desc: '中文描述',
          descEn: 'English description',
          logo: '/r.svg',
          logoScale: 1,
          url: 'https://rspack.dev/zh/',
          urlEn: 'https://rspack.dev/',
        },
      ],
    },
    allSocialLink: {
      nodes: overrides.social ?? [
        { icon: 'github', mode: 'link', content: 'https://github.com/web-infra-dev/rsbuild' },
      ],
    },
  } as SiteData;
}

/** The route data of a page without sidebar in `locale`, made as createPages makes it. */
export function routeData(locale: 'en' | 'zh'): RouteData {
  const locales = [
    { lang: 'en', htmlLang: 'en', label: 'English', title: 'Rsbuild', description: 'd', editLinkText: 'Edit' },
    { lang: 'zh', htmlLang: 'zh-CN', label: '简体中文', title: 'Rsbuild', description: 'd', editLinkText: '编辑' },
  ] as const;
  return buildRouteData(
    {
      locale,
      route: '/',
      routePath: locale === 'en' ? '/' : '/zh/',
      pageType: 'home',
      section: '',
      toc: [],
      frontmatter: { ...EMPTY_FRONTMATTER, title: 'Rsbuild' },
      relativePath: `${locale}/index.mdx`,
      description: 'd',
      lastUpdatedTime: '2024-03-19T08:00:00+00:00',
    },
    {
      title: 'Rsbuild',
      siteUrl: 'https://rsbuild.dev',
      defaultLang: 'en',
      locales: [...locales],
      lastUpdated: true,
      editLinkBase: 'https://github.com/x/y',
      enableScrollToTop: true,
      footerMessage: 'Copyright © 2024 ByteDance.',
      twitterSite: null,
      feeds: [],
      searchIndexUrls: {},
      sidebarGroups: [],
      pages: [],
    },
  );
}
