import type { ReactNode } from 'react';
import * as tones from '../../theme/tones.module.css';
import * as styles from './Badge.module.css';

export interface BadgeProps {
  text?: string;
  type?: 'tip' | 'info' | 'warning' | 'danger';
  children?: ReactNode;
}

/** A short inline label, e.g. the version that added an option: `<Badge text="0.5.0" />`. */
export function Badge({ text, type = 'info', children }: BadgeProps) {
  return <span className={`${styles.badge} ${tones[type] ?? ''}`}>{text ?? children}</span>;
}
