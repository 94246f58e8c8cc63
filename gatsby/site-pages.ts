/**
 * Reads the site's pages from the data layer, as the records every build step shares
 * (src/core/site-pages.ts): createPages reads them once (content checks and route data) and
 * hands them to the files made beside the build (search files, Markdown export, llms.txt, Atom
 * feeds: gatsby/page-files-beside.ts); the RSS feeds query the few fields they read
 * (gatsby/release-feeds.ts). One query, typed by Gatsby's typegen. Develop reads it at every
 * createPages, after each save.
 */
import type { Reporter } from 'gatsby';
import type { SectionSidebarGroup, SitePage } from '../src/core/site-pages';
import type { SidebarItemData } from '../src/core/sidebar';
import { gql } from './graphql-document';

export const SITE_PAGES_QUERY = gql`
  query SitePages {
    allMdx {
      nodes {
        id
        body
        internal {
          contentFilePath
        }
        frontmatter {
          title
          description
          overview
          navbar
          sidebar
          outline
          footer
          globalUIComponents
          published_at
          type
          default
          version
          hero {
            name
            text
            tagline
            actions {
              text
              link
              theme
            }
            image {
              src
              alt
            }
          }
          features {
            icon
            title
            details
            link
            span
          }
        }
        fields {
          locale
          lang
          isShared
          relativePath
          route
          routePath
          pageType
          section
          description
          lastUpdatedTime
          anchors
          headingDepths
          components
          imports
          importSources
          links {
            url
            line
          }
          toc {
            text
            id
            depth
            charIndex
          }
          plainText
        }
      }
    }
    allSidebarGroup(sort: { order: ASC }) {
      nodes {
        locale
        section
        text
        collapsible
        collapsed
        tag
        items {
          text
          link
          tag
          dividerType
          sectionHeaderText
        }
      }
    }
    allNavItem(sort: { order: ASC }) {
      nodes {
        locale
        text
        link
      }
    }
  }
`;

type PageNode = Queries.SitePagesQuery['allMdx']['nodes'][number];
type GroupNode = Queries.SitePagesQuery['allSidebarGroup']['nodes'][number];

export interface SiteData {
  pages: SitePage[];
  sidebarGroups: SectionSidebarGroup[];
  navItems: readonly { locale: string; text: string; link: string }[];
}

/** The one builder of a page record from its Mdx node. */
export function sitePageOf({ id, body, internal, frontmatter, fields }: PageNode): SitePage {
  if (!internal.contentFilePath || body === null) throw new Error(`The Mdx node ${id} has no source file`);
  return {
    id,
    body,
    contentFilePath: internal.contentFilePath,
    ...fields,
    frontmatter,
  };
}

function sidebarGroupOf(group: GroupNode): SectionSidebarGroup {
  return { ...group, items: group.items.map((item) => ({ ...item }) as SidebarItemData) };
}

export function siteDataOf(data: Queries.SitePagesQuery): SiteData {
  return {
    pages: data.allMdx.nodes.map(sitePageOf),
    sidebarGroups: data.allSidebarGroup.nodes.map(sidebarGroupOf),
    navItems: data.allNavItem.nodes,
  };
}

type RunQuery = <T>(query: string) => Promise<{ errors?: unknown; data?: T }>;

/** The site's pages and navigation, or null after reporting why they could not be read. */
export async function loadSiteData(graphql: RunQuery, reporter: Reporter, purpose: string): Promise<SiteData | null> {
  const result = await graphql<Queries.SitePagesQuery>(SITE_PAGES_QUERY);
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not read the pages ${purpose}`, result.errors as Error);
    return null;
  }
  return siteDataOf(result.data);
}
