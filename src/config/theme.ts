import type { ThemeConfig } from './types';

export const themeConfig: ThemeConfig = {
  darkMode: true,
  hideNavbar: 'never',
  lastUpdated: true,
  editLink: {
    docRepoBaseUrl: 'https://github.com/web-infra-dev/rsbuild/tree/main/packages/document/docs',
  },
  localeRedirect: 'auto',
  enableScrollToTop: true,
  enableContentAnimation: false,
  search: { mode: 'local', limit: 7 },
  footerMessage: 'Copyright © 2024 ByteDance.',
  logo: { light: '/rsbuild-logo-light.svg', dark: '/rsbuild-logo-dark.svg' },
  logoText: 'Rsbuild',
  markdown: { showLineNumbers: false, defaultWrapCode: false },
};
