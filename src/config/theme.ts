import { SEARCH_RESULTS_PER_INDEX } from '../core/constants';
import type { SearchConfig, ThemeConfig } from './types';

/**
 * Local search by default. `SEARCH_MODE=remote SEARCH_API_URL=https://… [SEARCH_INDEXES=a,b]`
 * at build time switches to the remote search API (see README, "Search").
 */
export function searchConfigFromEnv(env: Record<string, string | undefined>): SearchConfig {
  const limit = SEARCH_RESULTS_PER_INDEX;
  if (env.SEARCH_MODE !== 'remote') return { mode: 'local', limit };
  if (!env.SEARCH_API_URL) throw new Error('SEARCH_MODE=remote needs SEARCH_API_URL, the URL of the search API.');
  const searchIndexes = (env.SEARCH_INDEXES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { mode: 'remote', apiUrl: env.SEARCH_API_URL, searchIndexes, limit };
}

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
  search: searchConfigFromEnv(typeof process === 'undefined' ? {} : process.env),
  footerMessage: 'Copyright © 2024 ByteDance.',
  logo: { light: '/rsbuild-logo-light.svg', dark: '/rsbuild-logo-dark.svg' },
  logoText: 'Rsbuild',
  markdown: { showLineNumbers: false, defaultWrapCode: false },
};
