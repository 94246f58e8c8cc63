import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_OFFSET, SCROLL_THROTTLE_MS } from '../../core/constants';
import { activeHeadingIndex } from '../../core/outline';
import * as styles from './Outline.module.css';

export interface OutlineItem {
  text: string;
  id: string;
  depth: number;
}

function useActiveHeading(items: readonly OutlineItem[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    if (items.length === 0) return undefined;
    let scheduled = false;
    const update = () => {
      scheduled = false;
      const tops = items.map((item) => document.getElementById(item.id)?.getBoundingClientRect().top ?? Infinity);
      const bottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const index = activeHeadingIndex(tops, SCROLL_OFFSET, bottom && window.scrollY > 0);
      setActive(index === -1 ? null : (items[index]?.id ?? null));
    };
    const onScroll = () => {
      if (scheduled) return;
      scheduled = true;
      window.setTimeout(update, SCROLL_THROTTLE_MS / 2);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [items]);
  return active;
}

/** "On this page": the h2–h4 headings, with the one being read highlighted. */
export function Outline({ items }: { items: readonly OutlineItem[] }) {
  const { t } = useTranslation();
  const active = useActiveHeading(items);
  if (items.length === 0) return null;
  return (
    <nav className={styles.outline} aria-label={t('outline.label')}>
      <p className={styles.title}>{t('outline.title')}</p>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles[`depth${item.depth}`]}>
            <a href={`#${item.id}`} className={styles.link} aria-current={item.id === active ? 'location' : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
