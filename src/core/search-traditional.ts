/**
 * Traditional characters in a Chinese query. The Chinese docs are written in Simplified
 * characters, and a reader in Taiwan or Hong Kong, or one whose input method is set to
 * Traditional, types 別名 for 别名 and 環境變量 for 环境变量: no bigram of such a query is a
 * word of the index. The build writes into the index file, for each CJK character of the index,
 * its Traditional forms as pairs (the Traditional character, then the Simplified one), and the
 * browser folds a query's Traditional characters to Simplified ones before planning it.
 *
 * A Traditional form the index holds itself is not folded: 著 is a Traditional 着, and also the
 * Simplified character of 显著. Then the words Taiwan and Hong Kong use where the docs use
 * others (伺服器 for 服务器, 快取 for 缓存) are read as the docs' words. They are a rewrite of
 * the query, one way, not equivalents in the synonym table: there they would join the glosses
 * of the pages titled by the docs' word, and a query of that word typed in Simplified
 * characters would match them as rare words of those pages.
 */
import { isCjkToken } from './search-tokenizer';

/** The pairs of Traditional and Simplified characters of `chars`, for the index file: `別别發发髮发…`. */
export function traditionalPairs(chars: Iterable<string>, forms: (char: string) => readonly string[]): string {
  const held = new Set([...chars].filter((char) => [...char].length === 1 && isCjkToken(char)));
  const pairs: string[] = [];
  for (const char of [...held].sort())
    for (const form of forms(char)) if (!held.has(form) && [...form].length === 1) pairs.push(`${form}${char}`);
  return pairs.join('');
}

/** Traditional character → Simplified one, from the pairs of an index file; a pair that is not two CJK characters is ignored. */
export function simplifiedMap(pairs: string): Map<string, string> {
  const chars = [...pairs];
  const map = new Map<string, string>();
  for (let at = 0; at + 1 < chars.length; at += 2) {
    const [form = '', char = ''] = [chars[at], chars[at + 1]];
    if (isCjkToken(form) && isCjkToken(char)) map.set(form, char);
  }
  return map;
}

/**
 * Words of Taiwan and Hong Kong, in Simplified characters, and the docs' words for them. No page
 * uses them, and none is likely across two words of a Simplified query: 除错 (debugging) is not
 * here, as 排除错误 holds it, nor 变数, as 改变数据 does.
 */
export const REGIONAL_WORDS: readonly (readonly [regional: string, docs: string])[] = [
  ['伺服器', '服务器'],
  ['连接埠', '端口'],
  ['埠号', '端口'],
  ['程式码', '代码'],
  ['资料夹', '文件夹'],
  ['快取', '缓存'],
  ['档案', '文件'],
  ['元件', '组件'],
  ['外挂', '插件'],
  ['设定', '设置'],
  ['建置', '构建'],
];

/** A query with its Traditional characters written in Simplified ones, and its regional words in the docs' words. */
export function foldTraditional(query: string, simplified: ReadonlyMap<string, string>): string {
  if (simplified.size === 0) return query;
  let folded = '';
  for (const char of query) folded += simplified.get(char) ?? char;
  for (const [regional, docs] of REGIONAL_WORDS) folded = folded.replaceAll(regional, docs);
  return folded;
}
