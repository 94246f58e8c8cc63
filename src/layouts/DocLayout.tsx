import { MDXProvider } from '@mdx-js/react';
import type { ReactNode } from 'react';
import { ConfigFacts } from '../components/ConfigFacts/ConfigFacts';
import * as content from '../components/DocContent/DocContent.module.css';
import { DocFooter } from '../components/DocFooter/DocFooter';
import { Outline } from '../components/Outline/Outline';
import { Overview } from '../components/Overview/Overview';
import { PublishedDate } from '../components/PublishedDate/PublishedDate';
import { Sidebar } from '../components/Sidebar/Sidebar';
import { SidebarDrawer } from '../components/SidebarDrawer/SidebarDrawer';
import { formatDate } from '../core/dates';
import type { OverviewGroup } from '../core/overview';
import type { SidebarLinkRef } from '../core/sidebar';
import { useLocale } from '../hooks/useLocale';
import { useQuerySwitches } from '../hooks/useQuerySwitches';
import { useSidebar } from '../hooks/useSidebar';
import { useSiteData } from '../hooks/useSiteData';
import { mdxComponents } from '../mdx/components';
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
  const pageType = frontmatter.pageType;
  const isDoc = pageType === 'doc';

  const showNavbar = pageType !== 'blank' && frontmatter.navbar !== false && switches.navbar;
  const showSidebar = isDoc && frontmatter.sidebar !== false && switches.sidebar && groups.length > 0;
  const showOutline = isDoc && frontmatter.outline !== false && switches.outline && !switches.inFrame;
  const showFooter = isDoc && frontmatter.footer !== false && switches.footer;

  const editLinkText = site?.locales.find((l) => l.lang === locale)?.editLinkText;
  const editLink =
    theme?.editLink && editLinkText
      ? { url: `${theme.editLink.docRepoBaseUrl}/${fields.relativePath}`, text: editLinkText }
      : null;
  const lastUpdated = theme?.lastUpdated ? fields.lastUpdatedTime : null;

  const article = (
    <article className={styles.article}>
      {frontmatter.title ? <h1 className={styles.title}>{frontmatter.title}</h1> : null}
      {frontmatter.published_at ? <PublishedDate iso={frontmatter.published_at} locale={locale} /> : null}
      <ConfigFacts type={frontmatter.type} defaultValue={frontmatter.default} version={frontmatter.version} />
      <div className={content.content}>
        <MDXProvider components={mdxComponents}>{children}</MDXProvider>
      </div>
      {context.overview ? <Overview groups={context.overview} /> : null}
    </article>
  );

  return (
    <SiteShell pathname={location.pathname} showNavbar={showNavbar}>
      <div className={`${styles.layout}${showSidebar ? ` ${styles.withSidebar}` : ''}${showOutline ? ` ${styles.withOutline}` : ''}`}>
        {showSidebar ? (
          <div className={styles.sidebarColumn}>
            <SidebarDrawer>
              <Sidebar groups={groups} current={location.pathname} />
            </SidebarDrawer>
          </div>
        ) : null}
        <main id="main-content" className={isDoc ? styles.main : styles.plain}>
          {article}
          {showFooter ? (
            <DocFooter
              editLink={editLink}
              lastUpdated={lastUpdated}
              lastUpdatedText={lastUpdated ? formatDate(lastUpdated, locale) : null}
              prev={context.prev}
              next={context.next}
            />
          ) : null}
        </main>
        {showOutline ? (
          <aside className={styles.outlineColumn}>
            <Outline items={fields.toc} />
          </aside>
        ) : null}
      </div>
    </SiteShell>
  );
}
