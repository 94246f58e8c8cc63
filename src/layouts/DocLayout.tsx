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
import { formatDate } from '../core/dates';
import { markdownPath } from '../core/discoverability';
import { layoutParts } from '../core/layout-parts';
import type { OverviewGroup } from '../core/overview';
import type { SidebarLinkRef } from '../core/sidebar';
import { useLocale } from '../hooks/useLocale';
import { useQuerySwitches } from '../hooks/useQuerySwitches';
import { useSidebar } from '../hooks/useSidebar';
import { useSiteData } from '../hooks/useSiteData';
import { mdxComponents } from '../mdx/components';
import { Island } from './Island';
import { SiteShell } from './SiteShell';
import * as styles from './DocLayout.module.css';

export interface DocPageContext {
  id: string;
  language: string;
  section: string;
  prev: SidebarLinkRef | null;
  next: SidebarLinkRef | null;
  overview: OverviewGroup[] | null;
}

export interface DocLayoutProps {
  page: NonNullable<Queries.DocPageQuery['mdx']>;
  context: DocPageContext;
  location: { pathname: string; search: string };
  children: ReactNode;
}

/** The frame of doc, custom and blank pages. */
export function DocLayout({ page, context, location, children }: DocLayoutProps) {
  const locale = useLocale();
  const site = useSiteData().siteConfig;
  const theme = site?.themeConfig;
  const switches = useQuerySwitches(location.search);
  const groups = useSidebar(locale, context.section);
  const { frontmatter, fields } = page;
  const isDoc = frontmatter.pageType === 'doc';
  const parts = layoutParts(frontmatter.pageType, frontmatter, switches);
  const showSidebar = parts.sidebar && groups.length > 0;
  // Global extras (image zoom here, feed links in the head) follow frontmatter and query.
  const globalExtras = frontmatter.globalUIComponents !== false && switches.globalUIComponents;
  const contentRef = useRef<HTMLDivElement>(null);
  useImageZoom(contentRef, globalExtras);

  const editLinkText = site?.locales.find((l) => l.lang === locale)?.editLinkText;
  const editLink =
    theme?.editLink && editLinkText
      ? { url: `${theme.editLink.docRepoBaseUrl}/${fields.relativePath}`, text: editLinkText }
      : null;
  const lastUpdated = theme?.lastUpdated ? fields.lastUpdatedTime : null;

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
        <Outline items={fields.toc} />
      </Island>
    ),
    [fields.toc],
  );

  const article = (
    <article className={styles.article}>
      {frontmatter.title ? <h1 className={styles.title}>{frontmatter.title}</h1> : null}
      {frontmatter.published_at ? <PublishedDate iso={frontmatter.published_at} locale={locale} /> : null}
      {isDoc && fields.routePath ? <PageActions markdownPath={markdownPath(fields.routePath)} /> : null}
      <ConfigFacts type={frontmatter.type} defaultValue={frontmatter.default} version={frontmatter.version} />
      <div ref={contentRef} className={content.content}>
        {body}
      </div>
      {context.overview ? <Overview groups={context.overview} /> : null}
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
              editLink={editLink}
              lastUpdated={lastUpdated}
              lastUpdatedText={lastUpdated ? formatDate(lastUpdated, locale) : null}
              prev={context.prev}
              next={context.next}
            />
          ) : null}
        </main>
        {parts.outline ? <aside className={styles.outlineColumn}>{outline}</aside> : null}
      </div>
      {isDoc && theme?.enableScrollToTop ? <ScrollToTop /> : null}
    </SiteShell>
  );
}
