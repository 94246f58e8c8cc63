import { Link } from 'gatsby';
import type { AnchorHTMLAttributes } from 'react';
import { isDataUrl, isExternalUrl, localizeHref } from '../../core/links';
import { useLocaleSettings } from '../../hooks/useLocaleSettings';

/**
 * Links in content: site links get the reader's locale and client-side navigation,
 * external links open in a new tab.
 */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { locale, langs, defaultLang } = useLocaleSettings();
  if (isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const isFile = /\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? '');
  if (!href.startsWith('/') || isDataUrl(href) || isFile) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return <Link to={localizeHref(href, locale, langs, defaultLang)}>{children}</Link>;
}
