import type { GatsbySSR } from 'gatsby';
import type { ReactElement, ReactNode } from 'react';
import { siteConfig } from './src/config/site';
import { themeConfig } from './src/config/theme';
import { appearanceScript } from './src/core/appearance';
import { APPEARANCE_STORAGE_KEY, LOCALE_VISITED_KEY } from './src/core/constants';
import { localeRedirectScript } from './src/core/locale-redirect';
import { FAVICON_PATH } from './src/core/page-head';
import { urlRepairScript } from './src/core/url-escapes';
import { renderBodyToHtml } from './src/ssr/render-body';
import { deferGatsbyScripts } from './src/ssr/scripts-after-paint';

/**
 * Scripts that must run before the first paint: the URL repair (before Gatsby's bundle
 * decodes the URL), the appearance class and the first-visit redirect. In develop, also the
 * site icon: develop serves every page from one shell whose head the page's Head fills in the
 * browser, and a shell without an icon made Chromium ask for /favicon.ico, which the site does
 * not have (a 404 in the console at every load). Built pages name it in their own head.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  const langs = siteConfig.locales.map((l) => l.lang);
  setHeadComponents([
    <script key="url-repair" dangerouslySetInnerHTML={{ __html: urlRepairScript() }} />,
    <script
      key="appearance"
      dangerouslySetInnerHTML={{ __html: appearanceScript(APPEARANCE_STORAGE_KEY, themeConfig.darkMode) }}
    />,
    themeConfig.localeRedirect === 'auto' && langs.length > 1 ? (
      <script
        key="locale-redirect"
        dangerouslySetInnerHTML={{ __html: localeRedirectScript(LOCALE_VISITED_KEY, langs, siteConfig.defaultLang) }}
      />
    ) : null,
    process.env.NODE_ENV === 'development' ? (
      <link key="icon" rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
    ) : null,
  ]);
};

/** The page body, rendered without splitting multi-byte characters (see src/ssr/render-body.ts). */
export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(renderBodyToHtml(bodyComponent as ReactElement));
};

/** Gatsby's scripts start once the page is painted (see src/ssr/scripts-after-paint.tsx). */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(deferGatsbyScripts(getPostBodyComponents() as ReactNode[]));
};
