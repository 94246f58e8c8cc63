import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { looksLikeHtml } from '../../core/html';
import { localizeHref } from '../../core/links';
import { useLocaleSettings } from '../../hooks/useLocaleSettings';
import * as styles from './Features.module.css';

export interface FeatureData {
  icon?: string | null;
  title: string;
  details: string;
  link?: string | null;
  span: number;
}

function FeatureCard({ feature }: { feature: FeatureData }) {
  const { locale, langs, defaultLang } = useLocaleSettings();
  const body = (
    <>
      {feature.icon ? (
        <span className={styles.icon} aria-hidden="true">
          {feature.icon.startsWith('/') ? <img src={feature.icon} alt="" width={32} height={32} /> : feature.icon}
        </span>
      ) : null}
      <h3 className={styles.title}>{feature.title}</h3>
      {looksLikeHtml(feature.details) ? (
        <p className={styles.details} dangerouslySetInnerHTML={{ __html: feature.details }} />
      ) : (
        <p className={styles.details}>{feature.details}</p>
      )}
    </>
  );
  return feature.link ? (
    <Link to={localizeHref(feature.link, locale, langs, defaultLang)} className={`${styles.card} ${styles.linked}`}>
      {body}
    </Link>
  ) : (
    <div className={styles.card}>{body}</div>
  );
}

/** Feature cards on a 12-column grid; each spans 2, 3, 4 or 6 columns. */
export function Features({ features }: { features: readonly FeatureData[] }) {
  const { t } = useTranslation();
  if (features.length === 0) return null;
  return (
    <section className={styles.features} aria-labelledby="home-features">
      <h2 id="home-features" className="visually-hidden">
        {t('home.features')}
      </h2>
      <ul className={styles.grid}>
        {features.map((feature) => (
          <li key={feature.title} className={styles[`span${feature.span}`] ?? styles.span4}>
            <FeatureCard feature={feature} />
          </li>
        ))}
      </ul>
    </section>
  );
}
