import { navigate } from 'gatsby';
import { useCallback, type MouseEvent } from 'react';
import type { RecentSearch } from '../../core/search-recent';
import type { ResultItem } from '../../core/search-results';
import { isPlainClick } from './isPlainClick';

/**
 * Opening a result or a recent search: the panel closes and the page opens. A result on this
 * site joins the recent searches; a remote hit on another site opens with a full page load.
 */
export function useOpenResult(remember: (item: RecentSearch) => void, onClose: () => void) {
  const openResult = useCallback(
    (item: ResultItem) => {
      if (item.link.startsWith('/'))
        remember({
          link: item.link,
          title: item.title.map((s) => s.text).join(''),
          heading: item.headings[item.headings.length - 1]?.map((s) => s.text).join('') ?? '',
        });
      onClose();
      if (/^https?:\/\//.test(item.link)) window.location.assign(item.link);
      else void navigate(item.link);
    },
    [onClose, remember],
  );

  /** A click on a result: a plain one opens it here, a modified one is left to the browser (new tab, window). */
  const openClicked = useCallback(
    (item: ResultItem, event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      openResult(item);
    },
    [openResult],
  );

  const openRecent = useCallback(
    (item: RecentSearch) => {
      remember(item);
      onClose();
      void navigate(item.link);
    },
    [onClose, remember],
  );

  return { openResult, openClicked, openRecent };
}
