import { Link, navigate } from 'gatsby';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { langFromPath, removeLang } from '../core/links';
import { normalizeRoutePath } from '../core/routes';
import { useLocaleSettings } from '../hooks/useLocaleSettings';
import { SiteShell } from './SiteShell';
import * as styles from './NotFoundLayout.module.css';

/**
 * The 404 screen. A path that only differs by `.html`, `/index` or percent-encoding is sent
 * to its page; an unknown path under a locale prefix goes to the same path without it.
 */
export function NotFoundLayout({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const { langs, defaultLang } = useLocaleSettings();

  useEffect(() => {
    // Encoded again, as the router's pathname is: a path with a malformed escape (repaired to
    // a literal %25 in the head) must not come back decoded and malformed.
    const normalized = encodeURI(normalizeRoutePath(pathname));
    if (normalized !== pathname) {
      void navigate(normalized + window.location.search + window.location.hash, { replace: true });
      return;
    }
    if (langFromPath(pathname, langs, defaultLang) !== defaultLang) {
      void navigate(removeLang(pathname, langs, defaultLang) + window.location.search + window.location.hash, {
        replace: true,
      });
    }
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
