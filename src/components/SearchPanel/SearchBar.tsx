import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon';
import { SEARCH_ICON } from '../Icon/paths';
import * as styles from './SearchPanel.module.css';

export interface SearchBarProps {
  inputRef: RefObject<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** The id of the result list the input controls. */
  listId: string;
  /** Whether the list shows results; then `activeOption` is the id of the selected one. */
  expanded: boolean;
  activeOption: string | undefined;
  onCancel: () => void;
}

/** The search input, a combobox over the result list, and the button that closes the panel. */
export function SearchBar({ inputRef, value, onChange, listId, expanded, activeOption, onCancel }: SearchBarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <Icon className={styles.icon} d={SEARCH_ICON} size={20} />
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={t('search.label')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="go"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button type="button" className={styles.cancel} onClick={onCancel}>
        {t('search.cancel')}
      </button>
    </div>
  );
}
