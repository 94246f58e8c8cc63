import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPY_FEEDBACK_MS } from '../../core/constants';
import { copyText } from '../CodeBlock/copyText';
import { Icon } from '../Icon/Icon';
import { CHECK_ICON, COPY_ICON } from '../Icon/paths';
import * as styles from './PageActions.module.css';

export interface PageActionsProps {
  /** Site path of the page's Markdown copy: `/config/output/minify.md`. */
  markdownPath: string;
}

type Status = 'idle' | 'copiedMarkdown' | 'copiedLink' | 'loadFailed' | 'copyFailed';

const LINK =
  'M3.9 12a3.1 3.1 0 0 1 3.1-3.1h4V7H7a5 5 0 0 0 0 10h4v-1.9H7A3.1 3.1 0 0 1 3.9 12M8 13h8v-2H8zm9-6h-4v1.9h4a3.1 3.1 0 0 1 0 6.2h-4V17h4a5 5 0 0 0 0-10';
const FILE = 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8zm4 18H6V4h7v5h5zM8 12h8v2H8zm0 4h8v2H8z';

/**
 * Copy the page as Markdown, copy the link to that Markdown, or open it. The Markdown is
 * fetched on the first copy only, then kept; a failed fetch says so and leaves the rest alone.
 */
export function PageActions({ markdownPath }: PageActionsProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const [loading, setLoading] = useState(false);
  const markdown = useRef<string | null>(null);

  useEffect(() => {
    if (status !== 'copiedMarkdown' && status !== 'copiedLink') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), COPY_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copyMarkdown = async () => {
    if (loading) return;
    if (markdown.current === null) {
      setLoading(true);
      try {
        const response = await fetch(markdownPath);
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        markdown.current = await response.text();
      } catch {
        setStatus('loadFailed');
        return;
      } finally {
        setLoading(false);
      }
    }
    setStatus((await copyText(markdown.current)) ? 'copiedMarkdown' : 'copyFailed');
  };

  const copyLink = async () => {
    const url = new URL(markdownPath, window.location.href).href;
    setStatus((await copyText(url)) ? 'copiedLink' : 'copyFailed');
  };

  const failed = status === 'loadFailed' || status === 'copyFailed';
  const message = status === 'idle' ? '' : t(`pageActions.${status}`);
  return (
    <div className={styles.bar}>
      <div className={styles.actions} role="group" aria-label={t('pageActions.label')}>
        <button type="button" className={styles.action} onClick={copyMarkdown} aria-busy={loading}>
          <Icon d={status === 'copiedMarkdown' ? CHECK_ICON : COPY_ICON} size={16} />
          {status === 'copiedMarkdown' ? t('pageActions.copiedMarkdown') : t('pageActions.copyMarkdown')}
        </button>
        <button type="button" className={styles.action} onClick={copyLink}>
          <Icon d={status === 'copiedLink' ? CHECK_ICON : LINK} size={16} />
          {status === 'copiedLink' ? t('pageActions.copiedLink') : t('pageActions.copyLink')}
        </button>
        <a className={styles.action} href={markdownPath}>
          <Icon d={FILE} size={16} />
          {t('pageActions.view')}
        </a>
      </div>
      {/* One live region for both outcomes: the copied state is announced, a failure is also shown. */}
      <p className={failed ? styles.error : 'visually-hidden'} role="status">
        {message}
      </p>
    </div>
  );
}
