import { useTranslation } from 'react-i18next';
import type { SearchStatus } from '../../search/useSearch';

export interface SearchAnnouncementProps {
  status: SearchStatus;
  hasResults: boolean;
  noResults: boolean;
  /** Query words no result holds. */
  leftOut: readonly string[];
}

/** What a screen reader hears of the panel's state: loading, failure, no results, the results. */
export function SearchAnnouncement({ status, hasResults, noResults, leftOut }: SearchAnnouncementProps) {
  const { t } = useTranslation();
  let announcement = '';
  if (status === 'loading') announcement = t('search.loading');
  else if (status === 'failed') announcement = t('search.failed');
  else if (noResults) announcement = t('search.noResultsFound');
  else if (hasResults && leftOut.length > 0) announcement = t('search.leftOut', { words: leftOut.join(', ') });
  else if (hasResults) announcement = t('search.results');
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {announcement}
    </div>
  );
}
