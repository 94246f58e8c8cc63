import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { searchElsewhere } from '../../core/search-elsewhere';
import { useLocaleSettings } from '../../hooks/useLocaleSettings';
import { useRecentSearches } from '../../search/useRecentSearches';
import { useSearch } from '../../search/useSearch';
import { useSearchProvider, type SearchSource } from '../../search/useSearchProvider';
import { SearchResults } from '../SearchResults/SearchResults';
import { handlePanelKey } from './panelKeys';
import { RecentSearches } from './RecentSearches';
import { SearchAnnouncement } from './SearchAnnouncement';
import { SearchBar } from './SearchBar';
import { ResultNotes, SearchProgress } from './SearchMessages';
import { useDialogOpening } from './useDialogOpening';
import { useFocusTrap } from './useFocusTrap';
import { useOpenResult } from './useOpenResult';
import { useResultSelection } from './useResultSelection';
import * as styles from './SearchPanel.module.css';

export interface SearchPanelProps extends SearchSource {
  /** The query it opens with (a page address's `?search=`), else empty. */
  initialQuery: string;
  onClose: () => void;
}

/** The search dialog: input, loader, messages and results, trapped focus. Loaded on the first opening. */
export default function SearchPanel({ initialQuery, onClose, ...source }: SearchPanelProps) {
  const { t } = useTranslation();
  const settings = useLocaleSettings();
  const [input, setInput] = useState(initialQuery);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { status, results, query } = useSearch(useSearchProvider(source), input);
  const { items, selected, select, optionId, move } = useResultSelection(results, query, listId);
  const recent = useRecentSearches(source.locale);
  const { openResult, openClicked, openRecent } = useOpenResult(recent.add, onClose);
  useFocusTrap(dialogRef);
  useDialogOpening(inputRef);

  const hasResults = items.length > 0;
  const noResults = status === 'ready' && results !== null && !hasResults;
  const leftOut = results?.flatMap((r) => r.leftOut ?? []) ?? [];
  const elsewhere = noResults ? searchElsewhere(query, window.location.pathname, settings) : null;

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
        onKeyDown={(event) =>
          handlePanelKey(event, {
            input: inputRef,
            close: onClose,
            move: hasResults ? move : null,
            selected: items[selected],
            open: openResult,
          })
        }
      >
        <SearchBar
          inputRef={inputRef}
          value={input}
          onChange={setInput}
          listId={listId}
          expanded={hasResults}
          activeOption={hasResults ? optionId(selected) : undefined}
          onCancel={onClose}
        />
        <div className={styles.body}>
          <SearchProgress status={status} />
          {status === 'ready' && input.trim() === '' ? (
            <RecentSearches items={recent.items} onOpen={openRecent} onRemove={recent.remove} onClear={recent.clear} />
          ) : null}
          <ResultNotes
            leftOut={hasResults ? leftOut : []}
            noResultsFor={noResults ? query : null}
            elsewhere={elsewhere}
          />
          <SearchResults
            id={listId}
            label={t('search.results')}
            results={hasResults ? (results ?? []) : []}
            selected={hasResults ? (items[selected]?.key ?? null) : null}
            optionId={optionId}
            onHover={select}
            onOpen={openClicked}
          />
        </div>
        <SearchAnnouncement status={status} hasResults={hasResults} noResults={noResults} leftOut={leftOut} />
      </div>
    </div>,
    document.body,
  );
}
