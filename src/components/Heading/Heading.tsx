import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../core/react-text';
import * as styles from './Heading.module.css';

type Level = 2 | 3 | 4 | 5 | 6;

/** A content heading with its anchor link, shown on hover and focus. */
function Heading({ level, id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { level: Level }) {
  const { t } = useTranslation();
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.heading} {...rest}>
      {children}
      {id ? (
        <a className={styles.anchor} href={`#${id}`} aria-label={t('anchor.permalink', { heading: textOf(children) })}>
          #
        </a>
      ) : null}
    </Tag>
  );
}

export const H2 = (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={2} {...props} />;
export const H3 = (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={3} {...props} />;
export const H4 = (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={4} {...props} />;
export const H5 = (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={5} {...props} />;
export const H6 = (props: HTMLAttributes<HTMLHeadingElement>) => <Heading level={6} {...props} />;
