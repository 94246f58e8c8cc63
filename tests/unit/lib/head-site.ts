/** The head settings of the site, as the site config gives them. */
import type { HeadSite } from '../../../src/core/page-head';

export const SITE = 'https://rsbuild.dev';

export const site: HeadSite = {
  siteUrl: SITE,
  title: 'Rsbuild',
  defaultLang: 'en',
  locales: [
    { lang: 'en', htmlLang: 'en', title: 'Rsbuild', description: 'The Rspack-based build tool' },
    { lang: 'zh', htmlLang: 'zh-CN', title: 'Rsbuild', description: '基于 Rspack 的构建工具' },
  ],
  twitterSite: '@rspack_dev',
};
