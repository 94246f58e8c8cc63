/**
 * The readings of a Chinese character in pinyin without tones (重 → zhong, chong), for the
 * groups of characters read alike in the search index (src/core/search-sounds.ts). Build side
 * only: the dictionary stays out of the browser.
 *
 * The dictionary (some 50 ms to load) is loaded at the first reading: gatsby-node bundles this
 * module, so every process that loads gatsby-node would load it, and only the one that writes the
 * search files reads it.
 */
import { createRequire } from 'node:module';

type PinyinPro = typeof import('pinyin-pro');

let dictionary: PinyinPro | undefined;
const pinyinPro = () => (dictionary ??= createRequire(__filename)('pinyin-pro') as PinyinPro);

/** Every reading of a character; none for a character the dictionary does not read. */
export function charReadings(char: string): string[] {
  return pinyinPro()
    .pinyin(char, { multiple: true, toneType: 'none', type: 'array' })
    .filter((reading) => /^[a-zü]+$/.test(reading));
}
