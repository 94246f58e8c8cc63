import { useTranslation } from 'react-i18next';
import * as styles from './SkipLink.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={styles.skip} href="#main-content">
      {t('nav.skipToContent')}
    </a>
  );
}
