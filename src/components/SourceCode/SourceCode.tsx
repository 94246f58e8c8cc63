import { useTranslation } from 'react-i18next';
import { SocialIcon } from '../SocialLinks/icons';
import * as styles from './SourceCode.module.css';

export interface SourceCodeProps {
  /** The repository folder of what the page documents, e.g. a plugin package. */
  href: string;
}

/** A "Source" link to the code a page documents: `<SourceCode href="https://github.com/…" />`. */
export function SourceCode({ href }: SourceCodeProps) {
  const { t } = useTranslation();
  return (
    <p className={styles.source}>
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
        <SocialIcon icon="github" />
        {t('doc.source')}
        <span className="visually-hidden"> {t('nav.opensInNewTab')}</span>
      </a>
    </p>
  );
}
