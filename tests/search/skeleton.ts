/**
 * A skeleton of the full documentation for ranking tests: every route of the page table with
 * its title, description and main headings in both languages (fixtures/skeleton.tsv), and
 * body text that cross-references other pages and repeats the option in a config example,
 * as real pages do. Not the content: a stand-in until the pages are written.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { doc, type CorpusPage } from '../unit/lib/search-corpus';

interface Row {
  route: string;
  title: Record<'en' | 'zh', string>;
  description: Record<'en' | 'zh', string>;
  headings: Record<'en' | 'zh', string[]>;
}

function rows(): Row[] {
  return readFileSync(path.join(__dirname, 'fixtures', 'skeleton.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [
        route = '',
        enTitle = '',
        enDescription = '',
        enHeadings = '',
        zhTitle = '',
        zhDescription = '',
        zhHeadings = '',
      ] = line.split('\t');
      return {
        route,
        title: { en: enTitle, zh: zhTitle },
        description: { en: enDescription, zh: zhDescription },
        headings: { en: enHeadings.split('|').filter(Boolean), zh: zhHeadings.split('|').filter(Boolean) },
      };
    });
}

/** `output.minify` → `export default defineConfig({ output: { minify: … } })`. */
function configExample(title: string): string | null {
  const match = /^([a-z]+[A-Za-z]*)\.([a-zA-Z]+)$/.exec(title);
  return match ? `export default defineConfig({ ${match[1]}: { ${match[2]}: value } });` : null;
}

const SEE_ALSO = {
  en: (a: string, b: string) => `Related: ${a} and ${b}.`,
  zh: (a: string, b: string) => `相关内容：${a}、${b}。`,
};
const SECTION = {
  en: (heading: string, title: string) =>
    `This part covers ${heading.toLowerCase()} for ${title}, with an example in rsbuild.config.ts.`,
  zh: (heading: string, title: string) => `本节介绍 ${title} 的${heading}，并在 rsbuild.config.ts 中给出示例。`,
};

export function skeletonPages(locale: 'en' | 'zh'): CorpusPage[] {
  const all = rows();
  return all.map((row, i) => {
    const title = row.title[locale];
    const a = all[(i + 1) % all.length]?.title[locale] ?? '';
    const b = all[(i + 37) % all.length]?.title[locale] ?? '';
    const example = configExample(title);
    const blocks: (string | { h: number; text: string })[] = [row.description[locale], SEE_ALSO[locale](a, b)];
    for (const heading of row.headings[locale]) {
      blocks.push({ h: 2, text: heading }, SECTION[locale](heading, title));
      if (example) blocks.push(example);
    }
    return doc(locale, row.route, title, row.description[locale], blocks);
  });
}
