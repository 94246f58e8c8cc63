import { useTranslation } from 'react-i18next';
import type { SearchElsewhere } from '../../core/search-elsewhere';
import type { SearchStatus } from '../../search/useSearch';
import * as styles from './SearchPanel.module.css';

/** The loader while the index loads, or why search failed. Both are announced by SearchAnnouncement. */
export function SearchProgress({ status }: { status: SearchStatus }) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <div className={styles.loader}>
        <span className={styles.spinner} aria-hidden="true" />
        {t('search.loading')}
      </div>
    );
  if (status === 'failed') return <p className={styles.message}>{t('search.failed')}</p>;
  return null;
}

export interface ResultNotesProps {
  /** Query words no result holds (shown above the results). */
  leftOut: readonly string[];
  /** The query that found nothing, or null. */
  noResultsFor: string | null;
  /** The other locale's docs, where a query that found nothing here is likely meant; null when none. */
  elsewhere: SearchElsewhere | null;
}

/** What the reader should know about the results: words left out, or that there are none (and where to look). */
export function ResultNotes({ leftOut, noResultsFor, elsewhere }: ResultNotesProps) {
  const { t } = useTranslation();
  return (
    <>
      {leftOut.length > 0 ? (
        <p className={styles.leftOut}>{t('search.leftOut', { words: leftOut.join(', ') })}</p>
      ) : null}
      {noResultsFor !== null ? (
        <div className={styles.message}>
          <p className={styles.noResults}>{t('search.noResults', { query: noResultsFor })}</p>
          <p className={styles.hint}>
            {elsewhere ? (
              <a href={elsewhere.href} hrefLang={elsewhere.htmlLang}>
                {t('search.elsewhere', { language: elsewhere.language, query: noResultsFor })}
              </a>
            ) : (
              t('search.tryAgain')
            )}
          </p>
        </div>
      ) : null}
    </>
  );
}
