/**
 * Options of gatsby-plugin-sitemap: every routed page once, with its language alternates
 * (`xhtml:link`) and the date of its last change; 404 pages and Gatsby's own pages left out.
 */
import { siteConfig } from '../src/config/site';
import { sitemapEntries, type SitemapEntry } from '../src/core/discoverability';

interface SitemapData {
  allSitePage: { nodes: { path: string }[] };
  allMdx: {
    nodes: {
      fields: {
        locale: string;
        route: string | null;
        routePath: string | null;
        pageType: string;
        lastUpdatedTime: string;
      };
    }[];
  };
}

export const sitemapPluginOptions = {
  query: `
    query Sitemap {
      allSitePage {
        nodes {
          path
        }
      }
      allMdx {
        nodes {
          fields {
            locale
            route
            routePath
            pageType
            lastUpdatedTime
          }
        }
      }
    }
  `,
  resolveSiteUrl: () => siteConfig.siteUrl,
  resolvePages: (data: SitemapData): SitemapEntry[] => {
    const created = new Set(data.allSitePage.nodes.map((node) => node.path));
    const pages = data.allMdx.nodes.flatMap(({ fields }) =>
      fields.route !== null && fields.routePath !== null && created.has(fields.routePath)
        ? [
            {
              locale: fields.locale,
              route: fields.route,
              pageType: fields.pageType,
              lastUpdatedTime: fields.lastUpdatedTime,
            },
          ]
        : [],
    );
    return sitemapEntries(pages, siteConfig);
  },
  serialize: (entry: SitemapEntry) => ({
    url: entry.path,
    ...(entry.lastmod ? { lastmod: entry.lastmod } : {}),
    links: entry.links,
  }),
};
