/**
 * Size of the documentation per section: pages, English words and Chinese characters of
 * prose (code excluded), and code blocks. `npm run content:stats [-- /config/ /guide/]`
 */
import { loadPages } from '../tests/content/lib/pages';

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/g;

function prose(body: string): string {
  return body
    .replace(/^(`{3,}|~{3,})[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, (code) => code.slice(1, -1));
}

const prefixes =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ['/guide/', '/config/', '/plugins/', '/api/', '/community/'];
const rows = prefixes.map((prefix) => {
  const pages = loadPages().filter((page) => page.route?.startsWith(prefix));
  const en = pages.filter((page) => page.locale === 'en');
  const zh = pages.filter((page) => page.locale === 'zh');
  const words = en.reduce((sum, page) => sum + (prose(page.body).match(/[A-Za-z0-9][\w'.-]*/g)?.length ?? 0), 0);
  const chars = zh.reduce((sum, page) => sum + (prose(page.body).match(CJK)?.length ?? 0), 0);
  const blocks = en.reduce((sum, page) => sum + page.fences.length, 0);
  return {
    section: prefix,
    pages: `${en.length} en / ${zh.length} zh`,
    englishWords: words,
    codeBlocks: blocks,
    chineseChars: chars,
  };
});
console.table(rows);
