/**
 * The Traditional forms of a Simplified Chinese character (别 → 別, 发 → 發, 髮), for the
 * folding of Traditional characters in Chinese queries (src/core/search-traditional.ts). Build
 * side only: the dictionary (OpenCC's, as opencc-js ships it) stays out of the browser, which
 * gets the pairs of the index's own characters in the index file.
 *
 * Read one character at a time, as a query is folded: every character of the CJK blocks is
 * converted from Traditional, Taiwan and Hong Kong forms to Simplified, and each one that
 * becomes another single character is a Traditional form of it. The table is made at the first
 * call (some 150 ms), in the one process that writes the search files.
 */
import { createRequire } from 'node:module';

type OpenCC = typeof import('opencc-js');

/** CJK Unified Ideographs and their first extension: every character a Traditional input method offers. */
const BLOCKS = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
] as const;
const VARIANTS = ['t', 'tw', 'hk'] as const;

let forms: Map<string, string[]> | undefined;

function formsTable(): Map<string, string[]> {
  const opencc = createRequire(__filename)('opencc-js/t2cn') as OpenCC;
  const converters = VARIANTS.map((from) => opencc.Converter({ from, to: 'cn' }));
  const table = new Map<string, string[]>();
  for (const [first, last] of BLOCKS)
    for (let point = first; point <= last; point += 1) {
      const char = String.fromCodePoint(point);
      for (const convert of converters) {
        const simplified = convert(char);
        if (simplified === char || [...simplified].length !== 1) continue;
        const known = table.get(simplified) ?? [];
        if (!known.includes(char)) table.set(simplified, [...known, char]);
      }
    }
  return table;
}

/** The Traditional forms of a Simplified character; none for a character written the same in both. */
export function traditionalForms(char: string): readonly string[] {
  forms ??= formsTable();
  return forms.get(char) ?? [];
}
