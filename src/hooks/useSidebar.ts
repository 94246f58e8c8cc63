import { graphql, useStaticQuery } from 'gatsby';
import { useMemo } from 'react';

/** The sidebar groups of one section in one locale, in reading order. */
export function useSidebar(locale: string, section: string) {
  const data = useStaticQuery<Queries.SidebarDataQuery>(graphql`
    query SidebarData {
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
    }
  `);
  const nodes = data.allSidebarGroup.nodes;
  return useMemo(
    () => nodes.filter((group) => group.locale === locale && group.section === section),
    [nodes, locale, section],
  );
}

export type SidebarGroupNode = ReturnType<typeof useSidebar>[number];
