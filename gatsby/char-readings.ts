/**
 * The readings of a Chinese character in pinyin without tones (重 → zhong, chong), for the
 * groups of characters read alike in the search index (src/core/search-sounds.ts). Build side
 * only: the dictionary stays out of the browser.
 */
import { pinyin } from 'pinyin-pro';

/** Every reading of a character; none for a character the dictionary does not read. */
export function charReadings(char: string): string[] {
  return pinyin(char, { multiple: true, toneType: 'none', type: 'array' }).filter((reading) =>
    /^[a-zü]+$/.test(reading),
  );
}
