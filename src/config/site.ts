import type { SiteConfig } from './types';

export const siteConfig: SiteConfig = {
  title: 'Rsbuild',
  description: 'The Rspack-based build tool',
  siteUrl: process.env.SITE_URL ?? 'https://rsbuild.dev',
  icon: '/rsbuild-logo.svg',
  base: '/',
  defaultLang: 'en',
  locales: [
    {
      lang: 'en',
      htmlLang: 'en',
      label: 'English',
      title: 'Rsbuild',
      description: 'The Rspack-based build tool',
      editLinkText: 'Edit this page on GitHub',
    },
    {
      lang: 'zh',
      htmlLang: 'zh-CN',
      label: '简体中文',
      title: 'Rsbuild',
      description: '基于 Rspack 的构建工具',
      editLinkText: '在 GitHub 上编辑此页',
    },
  ],
  versions: [],
};
