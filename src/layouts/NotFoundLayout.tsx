import { Link, navigate } from 'gatsby';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notFoundRedirect } from '../core/not-found-redirect';
import { useLocaleSettings } from '../hooks/useLocaleSettings';
import { SiteShell } from './SiteShell';
import * as styles from './NotFoundLayout.module.css';

/** The 404 screen; a path that almost names a page is sent there (src/core/not-found-redirect.ts). */
export function NotFoundLayout({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { langs, defaultLang } = useLocaleSettings();

  useEffect(() => {
    const target = notFoundRedirect(pathname, langs, defaultLang);
    if (target !== null) void navigate(target + window.location.search + window.location.hash, { replace: true });
  }, [pathname, langs, defaultLang]);

  return (
    <SiteShell pathname={pathname} showNavbar>
      <main id="main-content" className={styles.main}>
        <p className={styles.code}>{t('notFound.code')}</p>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <Link to="/" className={styles.home}>
          {t('notFound.home')}
        </Link>
      </main>
    </SiteShell>
  );
}
