import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '../../../locales');
const read = (locale: string) =>
  JSON.parse(readFileSync(path.join(root, locale, 'translation.json'), 'utf8')) as Record<string, string>;

describe('UI strings', () => {
  const locales = readdirSync(root);
  it('exist for English and Chinese', () => expect(locales.sort()).toEqual(['en', 'zh']));
  it('have the same keys in every locale', () => {
    const en = Object.keys(read('en')).sort();
    for (const locale of locales) expect(Object.keys(read(locale)).sort()).toEqual(en);
  });
  it('are never empty and keep their placeholders', () => {
    const en = read('en');
    for (const locale of locales) {
      const strings = read(locale);
      for (const [key, value] of Object.entries(strings)) {
        expect(value.trim()).not.toBe('');
        const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect([key, placeholders(value)]).toEqual([key, placeholders(en[key] ?? '')]);
      }
    }
  });
});
