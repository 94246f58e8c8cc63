/**
 * Options of gatsby-plugin-react-i18next. The site's pages come with their language context
 * (gatsby/create-pages.ts), which the plugin leaves as it is; these options serve the UI strings
 * (the `locale` nodes each template queries) and the pages Gatsby makes itself.
 */
import { siteConfig } from '../src/config/site';
import { isDevelop } from './develop-session';

const options = {
  localeJsonSourceName: 'locale',
  languages: siteConfig.locales.map(({ lang }) => lang),
  defaultLanguage: siteConfig.defaultLang,
  siteUrl: siteConfig.siteUrl,
  // The theme's own first-visit redirect replaces the plugin's.
  redirect: false,
  i18nextOptions: {
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  },
};

/**
 * The options for `gatsby develop` or `gatsby build`. Develop's page for an unknown path is
 * Gatsby's, which has no query for the UI strings: in one language, the plugin does not expect
 * them (it logged an error in the browser at every such visit) and does not copy the page under
 * /zh/. Only develop has that page, and Gatsby writes a plugin's options into the browser bundle
 * every page loads, so a build goes without the setting.
 */
export function i18nPluginOptions(
  develop = isDevelop(),
): typeof options & { pages?: { matchPath: string; languages: string[] }[] } {
  return develop
    ? { ...options, pages: [{ matchPath: '/dev-404-page/', languages: [siteConfig.defaultLang] }] }
    : options;
}
