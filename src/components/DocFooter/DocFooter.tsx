import { useTranslation } from 'react-i18next';
import type { SidebarLinkRef } from '../../core/sidebar';
import { Icon } from '../Icon/Icon';
import { PrevNext } from '../PrevNext/PrevNext';
import * as styles from './DocFooter.module.css';

const EDIT_ICON =
  'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';

export interface DocFooterProps {
  /** Where to edit the page's source, or null unless both base URL and text are configured. */
  editLink: { url: string; text: string } | null;
  /** ISO date, or null when the site does not show it. */
  lastUpdated: string | null;
  /** Formatted for the reader's locale at build time, so server and browser agree. */
  lastUpdatedText: string | null;
  prev: SidebarLinkRef | null;
  next: SidebarLinkRef | null;
}

export function DocFooter({ editLink, lastUpdated, lastUpdatedText, prev, next }: DocFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      {editLink || lastUpdated ? (
        <div className={styles.meta}>
          {editLink ? (
            <a href={editLink.url} target="_blank" rel="noopener noreferrer" className={styles.edit}>
              {/* An SVG, not an emoji: it renders the same without a colour emoji font. */}
              <Icon className={styles.editIcon} d={EDIT_ICON} size={16} />
              {editLink.text}
              <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
            </a>
          ) : (
            <span />
          )}
          {lastUpdated ? (
            <p className={styles.updated}>
              {t('doc.lastUpdated')}: <time dateTime={lastUpdated}>{lastUpdatedText}</time>
            </p>
          ) : null}
        </div>
      ) : null}
      <PrevNext prev={prev} next={next} />
    </footer>
  );
}
