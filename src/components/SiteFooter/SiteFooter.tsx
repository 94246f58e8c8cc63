import * as styles from './SiteFooter.module.css';

/** The footer line of the home page. */
export function SiteFooter({ message }: { message: string }) {
  return (
    <footer className={styles.footer}>
      <p className={styles.message}>{message}</p>
    </footer>
  );
}
