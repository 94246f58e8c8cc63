/**
 * Options of gatsby-plugin-react-i18next. The site's pages come with their language context
 * (gatsby/create-pages.ts), which the plugin leaves as it is; these options serve the UI strings
 * (the `locale` nodes each template queries) and the pages Gatsby makes itself.
 */
import { siteConfig } from '../src/config/site';

export const i18nPluginOptions = {
  localeJsonSourceName: 'locale',
  languages: siteConfig.locales.map(({ lang }) => lang),
  defaultLanguage: siteConfig.defaultLang,
  siteUrl: siteConfig.siteUrl,
  // The theme's own first-visit redirect replaces the plugin's.
  redirect: false,
  // Develop's page for an unknown path is Gatsby's, which has no query for the UI strings: in one
  // language, the plugin does not expect them (it logged an error in the browser at every such
  // visit) and does not copy the page under /zh/.
  pages: [{ matchPath: '/dev-404-page/', languages: [siteConfig.defaultLang] }],
  i18nextOptions: {
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
  },
};
