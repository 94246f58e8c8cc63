import { useTranslation } from 'react-i18next';
import * as styles from './ConfigFacts.module.css';

export interface ConfigFactsProps {
  type?: string | null;
  defaultValue?: string | null;
  version?: string | null;
}

/** The uniform header of a configuration page: type, default and the release that added it. */
export function ConfigFacts({ type, defaultValue, version }: ConfigFactsProps) {
  const { t } = useTranslation();
  if (!type && !defaultValue && !version) return null;
  return (
    <dl className={styles.facts}>
      {type ? (
        <div className={styles.row}>
          <dt>{t('doc.type')}</dt>
          <dd>
            <code className={styles.code}>{type}</code>
          </dd>
        </div>
      ) : null}
      {defaultValue ? (
        <div className={styles.row}>
          <dt>{t('doc.default')}</dt>
          <dd>
            <code className={styles.code}>{defaultValue}</code>
          </dd>
        </div>
      ) : null}
      {version ? (
        <div className={styles.row}>
          <dt>{t('doc.version')}</dt>
          <dd>
            <code className={styles.code}>{version}</code>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
