import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { useSiteData } from '../../hooks/useSiteData';
import { useRouteData } from '../../hooks/useRouteData';
import { takeSearchShortcut } from '../../theme/search-shortcut';
import { Icon } from '../Icon/Icon';
import { SEARCH_ICON } from '../Icon/paths';
import * as styles from './Search.module.css';
import { useAddressQuery } from './useAddressQuery';

// The panel, the search engine and the index load on the first opening, never with the page.
const SearchPanel = lazy(() => import('../SearchPanel/SearchPanel'));

const noSubscription = () => () => undefined;
const isApplePlatform = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);
/** The server renders "Ctrl"; an Apple device shows "⌘" once hydrated, others render nothing again. */
const notApple = () => false;

/** The navbar's search button; it and Ctrl/⌘+K open the search panel. */
export function Search() {
  const { t } = useTranslation();
  const locale = useLocale();
  const search = useSiteData().siteConfig?.themeConfig.search;
  const { searchIndexUrl } = useRouteData();
  const [open, setOpen] = useState(false);
  const isMac = useSyncExternalStore(noSubscription, isApplePlatform, notApple);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const openRef = useRef(false);

  const show = useCallback(() => {
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : buttonRef.current;
    openRef.current = true;
    setOpen(true);
  }, []);

  const { initialQuery, serial, forget } = useAddressQuery(show);

  const close = useCallback(() => {
    openRef.current = false;
    setOpen(false);
    forget();
    const opener = openerRef.current ?? buttonRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    else buttonRef.current?.focus();
  }, [forget]);

  useEffect(
    () =>
      takeSearchShortcut(() => {
        if (!openRef.current) show();
      }),
    [show],
  );

  const key = isMac ? '⌘' : 'Ctrl';
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={t('search.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+K Meta+K"
        title={t('search.shortcut', { key })}
        onClick={show}
      >
        <Icon className={styles.icon} d={SEARCH_ICON} size={18} />
        <span className={styles.label} aria-hidden="true">
          {t('search.placeholder')}
        </span>
        <kbd className={styles.keys} aria-hidden="true">
          {key} K
        </kbd>
      </button>
      {open && search ? (
        <Suspense fallback={null}>
          <SearchPanel
            // A query the address asks for while the panel is open replaces what the reader typed.
            key={serial}
            locale={locale}
            mode={search.mode === 'remote' ? 'remote' : 'local'}
            apiUrl={search.apiUrl ?? null}
            searchIndexes={search.searchIndexes ?? []}
            limit={search.limit}
            indexUrl={searchIndexUrl}
            initialQuery={initialQuery}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
