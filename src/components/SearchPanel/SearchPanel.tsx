import { navigate } from 'gatsby';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { flattenItems, type ResultItem } from '../../core/search-results';
import { localProvider, remoteProvider, type SearchProvider } from '../../search/providers';
import { useRecentSearches } from '../../search/useRecentSearches';
import { useSearch } from '../../search/useSearch';
import { RecentSearches } from './RecentSearches';
import { SearchResults } from '../SearchResults/SearchResults';
import { useFocusTrap } from './useFocusTrap';
import * as styles from './SearchPanel.module.css';

export interface SearchPanelProps {
  locale: string;
  mode: 'local' | 'remote';
  apiUrl: string | null;
  searchIndexes: readonly string[];
  limit: number;
  /** The current locale's index file; null when the build made none. */
  indexUrl: string | null;
  onClose: () => void;
}

const unavailable: SearchProvider = {
  isReady: () => false,
  load: () => Promise.reject(new Error('No search index for this language')),
  search: () => Promise.resolve([]),
};

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The search dialog: input, loader, messages and results, trapped focus. Loaded on the first opening. */
export default function SearchPanel({
  locale,
  mode,
  apiUrl,
  searchIndexes,
  limit,
  indexUrl,
  onClose,
}: SearchPanelProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  // The opener passes a fresh array on every render: what counts is its content.
  const indexes = searchIndexes.join(',');
  const provider = useMemo<SearchProvider>(() => {
    if (mode === 'remote' && apiUrl)
      return remoteProvider({ apiUrl, searchIndexes: indexes ? indexes.split(',') : [] }, locale, limit);
    return indexUrl ? localProvider(indexUrl, locale, limit) : unavailable;
  }, [mode, apiUrl, indexes, locale, limit, indexUrl]);
  const { status, results, query } = useSearch(provider, input);
  const items = useMemo(() => flattenItems(results ?? []), [results]);
  const optionId = useCallback((index: number) => `${listId}-option-${index}`, [listId]);
  const recent = useRecentSearches(locale);
  const leftOut = results?.flatMap((r) => r.leftOut ?? []) ?? [];

  useFocusTrap(dialogRef);

  useEffect(() => {
    inputRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useEffect(() => setSelected(0), [results]);

  useEffect(() => {
    document.getElementById(optionId(selected))?.scrollIntoView({ block: 'nearest' });
  }, [selected, optionId]);

  const go = useCallback(
    (item: ResultItem) => {
      if (item.link.startsWith('/'))
        recent.add({
          link: item.link,
          title: item.title.map((s) => s.text).join(''),
          heading: item.headings[item.headings.length - 1]?.map((s) => s.text).join('') ?? '',
        });
      onClose();
      if (/^https?:\/\//.test(item.link)) window.location.assign(item.link);
      else void navigate(item.link);
    },
    [onClose, recent],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSelected((index) => (index + step + items.length) % items.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current) {
      const item = items[selected];
      if (item) {
        event.preventDefault();
        go(item);
      }
    }
  };

  const onItemClick = (item: ResultItem, event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    go(item);
  };

  const hasResults = items.length > 0;
  const noResults = status === 'ready' && results !== null && !hasResults;
  let announcement = '';
  if (status === 'loading') announcement = t('search.loading');
  else if (status === 'failed') announcement = t('search.failed');
  else if (noResults) announcement = t('search.noResultsFound');
  else if (hasResults && leftOut.length > 0) announcement = t('search.leftOut', { words: leftOut.join(', ') });
  else if (hasResults) announcement = t('search.results');

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('search.label')}
        data-status={status}
        data-answered={query}
        onKeyDown={onKeyDown}
      >
        <div className={styles.bar}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2m0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12"
            />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            role="combobox"
            aria-label={t('search.label')}
            aria-autocomplete="list"
            aria-expanded={hasResults}
            aria-controls={listId}
            aria-activedescendant={hasResults ? optionId(selected) : undefined}
            placeholder={t('search.placeholder')}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            value={input}
            onChange={(event) => setInput(event.target.value)}
          />
          <button type="button" className={styles.cancel} onClick={onClose}>
            {t('search.cancel')}
          </button>
        </div>
        <div className={styles.body}>
          {status === 'loading' ? (
            <div className={styles.loader}>
              <span className={styles.spinner} aria-hidden="true" />
              {t('search.loading')}
            </div>
          ) : null}
          {/* Announced once, by the status region below. */}
          {status === 'failed' ? <p className={styles.message}>{t('search.failed')}</p> : null}
          {status === 'ready' && input.trim() === '' ? (
            <RecentSearches
              items={recent.items}
              onOpen={(item) => {
                recent.add(item);
                onClose();
                void navigate(item.link);
              }}
              onRemove={recent.remove}
              onClear={recent.clear}
            />
          ) : null}
          {hasResults && leftOut.length > 0 ? (
            <p className={styles.leftOut}>{t('search.leftOut', { words: leftOut.join(', ') })}</p>
          ) : null}
          {noResults ? (
            <div className={styles.message}>
              <p className={styles.noResults}>{t('search.noResults', { query })}</p>
              <p className={styles.hint}>{t('search.tryAgain')}</p>
            </div>
          ) : null}
          <SearchResults
            id={listId}
            label={t('search.results')}
            results={hasResults ? (results ?? []) : []}
            selected={hasResults ? (items[selected]?.key ?? null) : null}
            optionId={optionId}
            onHover={(index) => setSelected(index)}
            onOpen={onItemClick}
          />
        </div>
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
      </div>
    </div>,
    document.body,
  );
}
