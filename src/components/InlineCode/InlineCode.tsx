import type { HTMLAttributes } from 'react';
import * as styles from './InlineCode.module.css';

export function InlineCode(props: HTMLAttributes<HTMLElement>) {
  return <code className={styles.code} {...props} />;
}
