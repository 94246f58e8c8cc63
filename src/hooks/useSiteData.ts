import { graphql, useStaticQuery } from 'gatsby';

/** The site configuration, shared by every page through one static query. */
export function useSiteData() {
  return useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      siteConfig {
        title
        description
        siteUrl
        base
        defaultLang
        versions
        locales {
          lang
          htmlLang
          label
          description
          editLinkText
        }
        themeConfig {
          darkMode
          hideNavbar
          lastUpdated
          editLink {
            docRepoBaseUrl
          }
          localeRedirect
          enableScrollToTop
          enableContentAnimation
          search {
            mode
            apiUrl
            searchIndexes
            limit
          }
          footerMessage
          logo {
            light
            dark
          }
          logoText
          markdown {
            showLineNumbers
            defaultWrapCode
          }
        }
      }
      allNavItem(sort: { order: ASC }) {
        nodes {
          locale
          text
          link
          activeMatch
          position
          tag
        }
      }
      allSiblingProject(sort: { order: ASC }) {
        nodes {
          name
          desc
          descEn
          logo
          logoScale
          url
          urlEn
        }
      }
      allSocialLink(sort: { order: ASC }) {
        nodes {
          icon
          mode
          content
        }
      }
    }
  `);
}

export type SiteData = Queries.SiteDataQuery;
export type ThemeSettings = NonNullable<SiteData['siteConfig']>['themeConfig'];
