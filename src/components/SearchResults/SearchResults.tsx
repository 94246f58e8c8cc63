import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HitType } from '../../core/search-rank';
import type { IndexResults, ResultItem } from '../../core/search-results';
import type { Segment } from '../../core/search-snippet';
import { Icon } from '../Icon/Icon';
import { Marked as MarkedText } from './Marked';
import * as styles from './SearchResults.module.css';

export interface SearchResultsProps {
  id: string;
  label: string;
  results: readonly IndexResults[];
  /** Key of the selected item. */
  selected: string | null;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onOpen: (item: ResultItem, event: MouseEvent) => void;
}

function Marked({ segments }: { segments: readonly Segment[] }) {
  return <MarkedText segments={segments} markClassName={styles.mark} />;
}

const ICONS: Record<HitType, string> = {
  title: 'M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2m7 1.5V9h5.5zM8 13v2h8v-2zm0 4v2h5v-2z',
  header:
    'M9.4 3 8.6 8H4v2h4.3l-.6 4H3v2h4.4L6.6 21h2l.8-5h4l-.8 5h2l.8-5H20v-2h-4.3l.6-4H21V8h-4.4l.8-5h-2l-.8 5h-4l.8-5zm.9 7h4l-.6 4h-4z',
  content: 'M4 5h16v2H4zm0 4h16v2H4zm0 4h16v2H4zm0 4h10v2H4z',
};

function Item({
  item,
  id,
  selected,
  onHover,
  onOpen,
}: {
  item: ResultItem;
  id: string;
  selected: boolean;
  onHover: () => void;
  onOpen: SearchResultsProps['onOpen'];
}) {
  const { t } = useTranslation();
  return (
    <li id={id} role="option" aria-selected={selected} className={styles.option}>
      <a
        href={item.link}
        tabIndex={-1}
        className={`${styles.item}${selected ? ` ${styles.selected}` : ''}`}
        onMouseMove={selected ? undefined : onHover}
        onClick={(event) => onOpen(item, event)}
      >
        <span className={styles.type}>
          <Icon d={ICONS[item.type]} size={18} />
          <span className="visually-hidden">{t(`search.hit.${item.type}`)}</span>
        </span>
        <span className={styles.text}>
          <span className={styles.path}>
            {item.headings.length === 0 ? (
              <Marked segments={item.title} />
            ) : (
              item.headings.map((heading, index) => (
                <Fragment key={index}>
                  {index > 0 ? <span className={styles.separator}> › </span> : null}
                  <Marked segments={heading} />
                </Fragment>
              ))
            )}
          </span>
          {item.snippet.length > 0 ? (
            <span className={styles.snippet}>
              <Marked segments={item.snippet} />
            </span>
          ) : null}
        </span>
      </a>
    </li>
  );
}

/** The result list: per index, groups of items by page; a listbox driven from the search input. */
export function SearchResults({ id, label, results, selected, optionId, onHover, onOpen }: SearchResultsProps) {
  const showIndexes = results.length > 1;
  let position = 0;
  return (
    <div id={id} role="listbox" aria-label={label} className={styles.list} hidden={results.length === 0}>
      {results.map((result) => (
        <Fragment key={result.index}>
          {showIndexes ? (
            <div role="presentation" className={styles.index}>
              {result.index}
            </div>
          ) : null}
          {result.groups.map((group) => {
            const groupId = `${id}-${result.index}-${group.key}`;
            return (
              <div key={group.key} role="group" aria-labelledby={groupId} className={styles.group}>
                <div id={groupId} role="presentation" className={styles.groupTitle}>
                  {group.title}
                </div>
                <ul role="presentation" className={styles.items}>
                  {group.items.map((item) => {
                    const index = position;
                    position += 1;
                    return (
                      <Item
                        key={item.key}
                        item={item}
                        id={optionId(index)}
                        selected={item.key === selected}
                        onHover={() => onHover(index)}
                        onOpen={onOpen}
                      />
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </Fragment>
      ))}
    </div>
  );
}
