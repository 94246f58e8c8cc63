import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_FEEDBACK_MS } from '../../core/constants';
import { useSiteData } from '../../hooks/useSiteData';
import { Icon } from '../Icon/Icon';
import { CHECK_ICON, COPY_ICON } from '../Icon/paths';
import { Tooltip } from '../Tooltip/Tooltip';
import { copyText } from './copyText';
import * as styles from './CodeBlock.module.css';

const WRAP_ICON = 'M4 6h16v2H4zm0 10h6v2H4zm0-5h13a3 3 0 0 1 0 6h-2v2l-3-3 3-3v2h2a1 1 0 0 0 0-2H4z';

export interface CodeBlockProps {
  lang: string;
  /** Lines highlighted at build time, one `<span class="line">` each. */
  html: string;
  title?: string;
  showLineNumbers?: boolean;
  wrapCode?: boolean;
}

export function CodeBlock({ lang, html, title, showLineNumbers, wrapCode }: CodeBlockProps) {
  const { t } = useTranslation();
  const markdown = useSiteData().siteConfig?.themeConfig.markdown;
  const [wrapped, setWrapped] = useState(wrapCode ?? markdown?.defaultWrapCode ?? false);
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  const numbered = showLineNumbers ?? markdown?.showLineNumbers ?? false;

  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    const text = codeRef.current?.textContent ?? '';
    if (await copyText(text)) setCopied(true);
  };

  return (
    <figure className={styles.block} data-lang={lang}>
      {title ? <figcaption className={styles.title}>{title}</figcaption> : null}
      <div className={styles.frame}>
        <span className={styles.lang} aria-hidden="true">
          {lang}
        </span>
        <pre
          className={`${styles.pre} language-${lang}${wrapped ? ` ${styles.wrapped}` : ''}${numbered ? ` ${styles.numbered}` : ''}`}
          tabIndex={0}
        >
          <code ref={codeRef} className={`language-${lang}`} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div className={styles.actions}>
          <Tooltip content={t('code.wrap')}>
            <button
              type="button"
              className={styles.action}
              aria-label={t('code.wrap')}
              aria-pressed={wrapped}
              onClick={() => setWrapped((value) => !value)}
            >
              <Icon d={WRAP_ICON} size={16} />
            </button>
          </Tooltip>
          <Tooltip content={copied ? t('code.copied') : t('code.copy')}>
            <button
              type="button"
              className={`${styles.action}${copied ? ` ${styles.copied}` : ''}`}
              aria-label={copied ? t('code.copied') : t('code.copy')}
              onClick={copy}
            >
              <Icon d={copied ? CHECK_ICON : COPY_ICON} size={16} />
            </button>
          </Tooltip>
          <span className="visually-hidden" aria-live="polite">
            {copied ? t('code.copied') : ''}
          </span>
        </div>
      </div>
    </figure>
  );
}
