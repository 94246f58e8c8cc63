import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentSearch } from '../../core/search-recent';
import { Icon } from '../Icon/Icon';
import { isPlainClick } from './isPlainClick';
import * as styles from './RecentSearches.module.css';

const REMOVE_ICON =
  'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z';

export interface RecentSearchesProps {
  items: readonly RecentSearch[];
  onOpen: (item: RecentSearch) => void;
  onRemove: (link: string) => void;
  onClear: () => void;
}

/** The reader's last opened results, shown while the query is empty: each a link with a remove button. */
export function RecentSearches({ items, onOpen, onRemove, onClear }: RecentSearchesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className={styles.recent} aria-labelledby={headingId} data-recent-searches="">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {t('search.recent.title')}
        </h2>
        <button type="button" className={styles.clear} onClick={onClear}>
          {t('search.recent.clear')}
        </button>
      </div>
      <ul className={styles.list}>
        {items.map((item) => {
          const name = item.heading ? `${item.title} › ${item.heading}` : item.title;
          return (
            <li key={item.link} className={styles.item}>
              <a
                className={styles.link}
                href={item.link}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  onOpen(item);
                }}
              >
                {name}
              </a>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('search.recent.remove', { name })}
                title={t('search.recent.remove', { name })}
                onClick={() => onRemove(item.link)}
              >
                <Icon d={REMOVE_ICON} size={16} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
