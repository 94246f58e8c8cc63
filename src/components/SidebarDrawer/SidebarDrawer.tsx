import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon/Icon';
import * as styles from './SidebarDrawer.module.css';

/**
 * On narrow screens the sidebar lives in a drawer opened by the "Menu" button; a click on
 * the backdrop, Escape or a navigation (which remounts the page) closes it.
 */
export function SidebarDrawer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.menu}
          aria-expanded={open}
          aria-controls="sidebar-drawer"
          onClick={() => setOpen((value) => !value)}
        >
          <Icon d="M3 6h18v2H3zm0 5h12v2H3zm0 5h18v2H3z" size={18} />
          {t('nav.menu')}
        </button>
      </div>
      <div
        className={`${styles.backdrop}${open ? ` ${styles.shown}` : ''}`}
        onClick={() => setOpen(false)}
        aria-hidden="true"
      />
      <div id="sidebar-drawer" className={`${styles.panel}${open ? ` ${styles.open}` : ''}`}>
        {children}
      </div>
    </>
  );
}
