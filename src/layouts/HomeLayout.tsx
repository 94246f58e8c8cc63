import { MDXProvider } from '@mdx-js/react';
import type { ReactNode } from 'react';
import * as content from '../components/DocContent/DocContent.module.css';
import { Features, type FeatureData } from '../components/Features/Features';
import { Hero, type HeroData } from '../components/Hero/Hero';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { useSiteData } from '../hooks/useSiteData';
import { mdxComponents } from '../mdx/components';
import { SiteShell } from './SiteShell';
import * as styles from './HomeLayout.module.css';

export interface HomeLayoutProps {
  hero: HeroData | null;
  features: readonly FeatureData[];
  pathname: string;
  children: ReactNode;
}

export function HomeLayout({ hero, features, pathname, children }: HomeLayoutProps) {
  const footer = useSiteData().siteConfig?.themeConfig.footerMessage;
  return (
    <SiteShell pathname={pathname} showNavbar>
      <main id="main-content">
        {hero ? <Hero hero={hero} /> : null}
        <Features features={features} />
        <div className={`${content.content} ${styles.body}`}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
      </main>
      {footer ? <SiteFooter message={footer} /> : null}
    </SiteShell>
  );
}
