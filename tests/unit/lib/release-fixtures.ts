/** Release pages of both locales (and a few pages that are not releases) with their feed channels. */
import { releaseFeedChannels, type ReleaseRecord } from '../../../src/core/feeds';

export const SITE = 'https://rsbuild.dev';

/** The five release pages in both locales, in no particular order. */
const DATES: Record<string, string> = {
  'v0-3': '2024-01-10T08:00:00.000Z',
  'v0-1': '2023-11-22T08:00:00.000Z',
  'v0-5': '2024-03-19T08:00:00.000Z',
  'v0-2': '2023-12-11T08:00:00.000Z',
  'v0-4': '2024-02-06T08:00:00.000Z',
};

export const release = (locale: string, version: string): ReleaseRecord => {
  const route = `/community/releases/${version}`;
  return {
    locale,
    route,
    routePath: locale === 'en' ? route : `/${locale}${route}`,
    title: `Rsbuild ${version.slice(1).replace('-', '.')}`,
    description: `What changed in ${version} (${locale}).`,
    publishedAt: DATES[version] ?? null,
  };
};

export const records: ReleaseRecord[] = [
  ...['en', 'zh'].flatMap((locale) => Object.keys(DATES).map((version) => release(locale, version))),
  // Not releases: the list page, a guide page, and a page that only looks dated.
  {
    locale: 'en',
    route: '/community/releases/',
    routePath: '/community/releases/',
    title: 'Releases',
    description: 'All releases.',
    publishedAt: null,
  },
  {
    locale: 'en',
    route: '/guide/start/',
    routePath: '/guide/start/',
    title: 'Introduction',
    description: 'Intro.',
    publishedAt: '2024-05-01T00:00:00.000Z',
  },
  { locale: 'en', route: null, routePath: null, title: null, description: '', publishedAt: null },
];

export const texts = {
  en: { title: 'Rsbuild Releases', description: 'New Rsbuild releases.' },
  zh: { title: 'Rsbuild 版本发布', description: 'Rsbuild 新版本。' },
};

export const channels = releaseFeedChannels({
  siteUrl: SITE,
  defaultLang: 'en',
  locales: [
    { lang: 'en', htmlLang: 'en' },
    { lang: 'zh', htmlLang: 'zh-CN' },
  ],
  texts,
});
