/**
 * Reads the site's pages from the data layer, as the records every build step shares
 * (src/core/site-pages.ts): createPages (content checks, search files and route data), and after
 * the build the Markdown export, llms.txt and the Atom feeds (the RSS feeds query the few fields
 * they read, gatsby/release-feeds.ts). One query, typed by Gatsby's typegen.
 * In `gatsby build` the data layer does not change once the pages are created, so the steps
 * after the build read what createPages read: the query of ~350 pages' bodies and fields took
 * 0.3 s. Develop reads it at every createPages, after each save.
 */
import type { Reporter } from 'gatsby';
import type { SectionSidebarGroup, SitePage } from '../src/core/site-pages';
import type { SidebarItemData } from '../src/core/sidebar';
import { isDevelop } from './develop-session';
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
  const data = siteDataOf(result.data);
  if (!isDevelop()) readInBuild = data;
  return data;
}

/** What the last read of a build process found. */
let readInBuild: SiteData | undefined;

/** The site data once `gatsby build` has written the pages: what createPages read, else read now. */
export async function siteDataAfterBuild(
  graphql: RunQuery,
  reporter: Reporter,
  purpose: string,
): Promise<SiteData | null> {
  return readInBuild ?? loadSiteData(graphql, reporter, purpose);
}
