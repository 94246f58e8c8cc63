import { MDXProvider } from '@mdx-js/react';
import { useMemo, useRef, type ReactNode } from 'react';
import { ConfigFacts } from '../components/ConfigFacts/ConfigFacts';
import * as content from '../components/DocContent/DocContent.module.css';
import { DocFooter } from '../components/DocFooter/DocFooter';
import { useImageZoom } from '../components/ImageZoom/useImageZoom';
import { Outline } from '../components/Outline/Outline';
import { Overview } from '../components/Overview/Overview';
import { PageActions } from '../components/PageActions/PageActions';
import { ScrollToTop } from '../components/ScrollToTop/ScrollToTop';
import { PublishedDate } from '../components/PublishedDate/PublishedDate';
import { Sidebar } from '../components/Sidebar/Sidebar';
import { SidebarDrawer } from '../components/SidebarDrawer/SidebarDrawer';
import { layoutParts } from '../core/layout-parts';
import type { RouteData } from '../core/route-data';
import { useQuerySwitches } from '../hooks/useQuerySwitches';
import { mdxComponents } from '../mdx/components';
import { Island } from './Island';
import { SiteShell } from './SiteShell';
import * as styles from './DocLayout.module.css';

export interface DocLayoutProps {
  /** Everything the frame renders, computed at build time (src/core/route-data.ts). */
  route: RouteData;
  location: { pathname: string; search: string };
  children: ReactNode;
}

/** The frame of doc, custom and blank pages. */
export function DocLayout({ route, location, children }: DocLayoutProps) {
  const switches = useQuerySwitches(location.search);
  const { locale, sidebar: groups, toc } = route;
  const isDoc = route.pageType === 'doc';
  const parts = layoutParts(route.pageType, route.parts, switches);
  const showSidebar = parts.sidebar && groups.length > 0;
  // Global extras (image zoom here, feed links in the head) follow frontmatter and query.
  const globalExtras = route.globalUIComponents && switches.globalUIComponents;
  const contentRef = useRef<HTMLDivElement>(null);
  useImageZoom(contentRef, globalExtras);

  // The islands are the same elements until their own inputs change: a render of the layout
  // (the query switches read after mount) then leaves a region that is still hydrating alone.
  const body = useMemo(
    () => (
      <Island>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </Island>
    ),
    [children],
  );
  const sidebar = useMemo(
    () => (
      <Island>
        <SidebarDrawer>
          <Sidebar groups={groups} current={location.pathname} />
        </SidebarDrawer>
      </Island>
    ),
    [groups, location.pathname],
  );
  const outline = useMemo(
    () => (
      <Island>
        <Outline items={toc} />
      </Island>
    ),
    [toc],
  );

  const article = (
    <article className={styles.article}>
      {route.title ? <h1 className={styles.title}>{route.title}</h1> : null}
      {route.publishedAt ? <PublishedDate iso={route.publishedAt} locale={locale} /> : null}
      {route.markdownPath ? <PageActions markdownPath={route.markdownPath} /> : null}
      <ConfigFacts type={route.facts.type} defaultValue={route.facts.default} version={route.facts.version} />
      <div ref={contentRef} className={content.content}>
        {body}
      </div>
      {route.overview ? <Overview groups={route.overview} /> : null}
    </article>
  );

  return (
    <SiteShell pathname={location.pathname} showNavbar={parts.navbar}>
      <div
        className={`${styles.layout}${showSidebar ? ` ${styles.withSidebar}` : ''}${parts.outline ? ` ${styles.withOutline}` : ''}`}
      >
        {showSidebar ? <div className={styles.sidebarColumn}>{sidebar}</div> : null}
        <main id="main-content" className={isDoc ? styles.main : styles.plain}>
          {article}
          {parts.footer ? (
            <DocFooter
              editLink={route.editLink}
              lastUpdated={route.lastUpdated?.iso ?? null}
              lastUpdatedText={route.lastUpdated?.text ?? null}
              prev={route.prev}
              next={route.next}
            />
          ) : null}
        </main>
        {parts.outline ? <aside className={styles.outlineColumn}>{outline}</aside> : null}
      </div>
      {route.scrollToTop ? <ScrollToTop /> : null}
    </SiteShell>
  );
}
