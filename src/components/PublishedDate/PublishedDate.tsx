import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core/dates';
import * as styles from './PublishedDate.module.css';

export interface PublishedDateProps {
  /** ISO date of the page's `published_at`. */
  iso: string;
  locale: string;
}

/** The publication date of a release page, under its title. */
export function PublishedDate({ iso, locale }: PublishedDateProps) {
  const { t } = useTranslation();
  const text = formatDate(iso, locale);
  if (!text) return null;
  return (
    <p className={styles.published}>
      {t('doc.publishedAt')} <time dateTime={iso}>{text}</time>
    </p>
  );
}
