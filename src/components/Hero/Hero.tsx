import { Link } from 'gatsby';
import { isExternalUrl, localizeHref } from '../../core/links';
import { useLocaleSettings } from '../../hooks/useLocaleSettings';
import * as styles from './Hero.module.css';

export interface HeroData {
  name: string;
  text: string;
  tagline?: string | null;
  actions: readonly { text: string; link: string; theme: string }[];
  image?: { src: string; alt: string } | null;
}

export function Hero({ hero }: { hero: HeroData }) {
  const { locale, langs, defaultLang } = useLocaleSettings();
  return (
    <section className={styles.hero}>
      <div className={styles.copy}>
        <h1 className={styles.title}>
          <span className={styles.name}>{hero.name}</span>
          {hero.text.split('\n').map((line) => (
            <span key={line} className={styles.text}>
              {line}
            </span>
          ))}
        </h1>
        {hero.tagline ? <p className={styles.tagline}>{hero.tagline}</p> : null}
        {hero.actions.length > 0 ? (
          <div className={styles.actions}>
            {hero.actions.map((action) =>
              isExternalUrl(action.link) ? (
                <a
                  key={action.link}
                  href={action.link}
                  className={`${styles.action} ${styles[action.theme] ?? ''}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {action.text}
                </a>
              ) : (
                <Link
                  key={action.link}
                  to={localizeHref(action.link, locale, langs, defaultLang)}
                  className={`${styles.action} ${styles[action.theme] ?? ''}`}
                >
                  {action.text}
                </Link>
              ),
            )}
          </div>
        ) : null}
      </div>
      {hero.image ? (
        <div className={styles.media}>
          <img src={hero.image.src} alt={hero.image.alt} width={375} height={375} className={styles.image} />
        </div>
      ) : null}
    </section>
  );
}
