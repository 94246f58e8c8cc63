import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import type { SidebarLinkRef } from '../../core/sidebar';
import * as styles from './PrevNext.module.css';

/** Previous and next pages in the sidebar's reading order. */
export function PrevNext({ prev, next }: { prev: SidebarLinkRef | null; next: SidebarLinkRef | null }) {
  const { t } = useTranslation();
  if (!prev && !next) return null;
  return (
    <nav className={styles.pager} aria-label={t('doc.pagination')}>
      {prev ? (
        <Link to={prev.link} className={styles.card} rel="prev">
          <span className={styles.label}>{t('doc.prev')}</span>
          <span className={styles.title}>{prev.text}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.link} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.label}>{t('doc.next')}</span>
          <span className={styles.title}>{next.text}</span>
        </Link>
      ) : null}
    </nav>
  );
}
