import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_THROTTLE_MS } from '../../core/constants';
import { Icon } from '../Icon/Icon';
import { Tooltip } from '../Tooltip/Tooltip';
import * as styles from './ScrollToTop.module.css';

/** How far down the page the button appears. */
const SHOW_AFTER_PX = 400;

/** A button back to the top, shown once the reader has scrolled down. */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let waiting = false;
    const check = () => {
      waiting = false;
      setShown(window.scrollY > SHOW_AFTER_PX);
    };
    const onScroll = () => {
      if (waiting) return;
      waiting = true;
      window.setTimeout(check, SCROLL_THROTTLE_MS);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={`${styles.wrap}${shown ? ` ${styles.shown}` : ''}`}>
      <Tooltip content={t('scrollToTop')}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('scrollToTop')}
          onClick={toTop}
          tabIndex={shown ? 0 : -1}
        >
          <Icon d="M11 20V7.8l-5.6 5.6L4 12l8-8 8 8-1.4 1.4L13 7.8V20z" size={20} />
        </button>
      </Tooltip>
    </div>
  );
}
