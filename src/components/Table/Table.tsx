import type { TableHTMLAttributes } from 'react';
import * as styles from './Table.module.css';

/** Content tables scroll sideways on narrow screens instead of widening the page. */
export function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table} {...props} />
    </div>
  );
}
