import type { ReactNode } from 'react';
import { useSiteData } from '../../hooks/useSiteData';

export interface SeoHeadProps {
  /** Page title; null for the home page, whose title is the site title alone. */
  title: string | null;
  description: string | null;
  locale: string;
  children?: ReactNode;
}

/** The document head of every page (Gatsby Head API). */
export function SeoHead({ title, description, locale, children }: SeoHeadProps) {
  const site = useSiteData().siteConfig;
  const localeInfo = site?.locales.find((l) => l.lang === locale);
  const siteTitle = site?.title ?? 'Rsbuild';
  const fullTitle = title ? `${title} | ${siteTitle}` : siteTitle;
  return (
    <>
      <html lang={localeInfo?.htmlLang ?? locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={description ?? localeInfo?.description ?? site?.description ?? ''} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
