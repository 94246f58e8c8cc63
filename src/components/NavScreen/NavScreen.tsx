import { useEffect, type ReactNode } from 'react';
import { NAV_SCREEN_BREAKPOINT } from '../../core/constants';
import * as styles from './NavScreen.module.css';

export interface NavScreenProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The phone navigation panel; it closes once the window is wide enough for the full bar. */
export function NavScreen({ open, onClose, children }: NavScreenProps) {
  useEffect(() => {
    if (!open) return undefined;
    const media = window.matchMedia(`(min-width: ${NAV_SCREEN_BREAKPOINT}px)`);
    const onChange = () => {
      if (media.matches) onClose();
    };
    onChange();
    media.addEventListener('change', onChange);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      media.removeEventListener('change', onChange);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open, onClose]);

  return (
    <div id="nav-screen" className={styles.screen} hidden={!open}>
      {children}
    </div>
  );
}
