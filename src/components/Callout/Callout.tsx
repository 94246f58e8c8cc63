import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as tones from '../../theme/tones.module.css';
import * as styles from './Callout.module.css';

export type CalloutType = 'tip' | 'info' | 'warning' | 'danger';

export interface CalloutProps {
  type?: CalloutType;
  title?: string;
  children?: ReactNode;
}

/** A highlighted note inside the content: `<Callout type="warning">…</Callout>`. */
export function Callout({ type = 'tip', title, children }: CalloutProps) {
  const { t } = useTranslation();
  return (
    <aside className={`${styles.callout} ${tones[type] ?? ''}`}>
      <p className={styles.title}>{title ?? t(`callout.${type}`)}</p>
      <div className={styles.body}>{children}</div>
    </aside>
  );
}
