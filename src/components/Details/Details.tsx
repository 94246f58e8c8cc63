import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Details.module.css';

export interface DetailsProps {
  summary?: string;
  open?: boolean;
  children?: ReactNode;
}

/** Content folded behind a summary line: `<Details summary="Why?">…</Details>`. */
export function Details({ summary, open, children }: DetailsProps) {
  const { t } = useTranslation();
  return (
    <details className={styles.details} open={open}>
      <summary className={styles.summary}>{summary ?? t('callout.details')}</summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
