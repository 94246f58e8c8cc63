import { MDXProvider } from '@mdx-js/react';
import type { ReactNode } from 'react';
import * as content from '../components/DocContent/DocContent.module.css';
import { Features, type FeatureData } from '../components/Features/Features';
import { Hero, type HeroData } from '../components/Hero/Hero';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { mdxComponents } from '../mdx/components';
import { SiteShell } from './SiteShell';
import * as styles from './HomeLayout.module.css';

export interface HomeLayoutProps {
  hero: HeroData | null;
  features: readonly FeatureData[];
  /** The site's copyright line, from the page's route data. */
  footerMessage: string;
  pathname: string;
  children: ReactNode;
}

export function HomeLayout({ hero, features, footerMessage, pathname, children }: HomeLayoutProps) {
  return (
    <SiteShell pathname={pathname} showNavbar>
      <main id="main-content">
        {hero ? <Hero hero={hero} /> : null}
        <Features features={features} />
        <div className={`${content.content} ${styles.body}`}>
          <MDXProvider components={mdxComponents}>{children}</MDXProvider>
        </div>
      </main>
      {footerMessage ? <SiteFooter message={footerMessage} /> : null}
    </SiteShell>
  );
}
