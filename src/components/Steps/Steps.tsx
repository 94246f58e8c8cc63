import type { ReactNode } from 'react';
import * as styles from './Steps.module.css';

/** Numbers the level-3 headings inside it, for step-by-step instructions. */
export function Steps({ children }: { children?: ReactNode }) {
  return <div className={styles.steps}>{children}</div>;
}
