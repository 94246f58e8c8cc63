/** The UI strings of a locale (locales/<locale>/translation.json), for text the build writes into files. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const cache = new Map<string, Record<string, string>>();

export function uiString(locale: string, key: string): string {
  let strings = cache.get(locale);
  if (!strings) {
    strings = JSON.parse(
      readFileSync(path.join(process.cwd(), 'locales', locale, 'translation.json'), 'utf8'),
    ) as Record<string, string>;
    cache.set(locale, strings);
  }
  const value = strings[key];
  if (value === undefined) throw new Error(`locales/${locale}/translation.json has no "${key}"`);
  return value;
}
