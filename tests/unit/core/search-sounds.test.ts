import { charReadings } from '../../../gatsby/char-readings';
import { homophoneMap, soundGroups } from '../../../src/core/search-sounds';

describe('characters read alike', () => {
  it('reads a character in pinyin without tones, every reading of it', () => {
    expect(charReadings('端')).toEqual(['duan']);
    expect(charReadings('重')).toEqual(expect.arrayContaining(['zhong', 'chong']));
    expect(charReadings('绿')).toContain('lü');
  });

  it('groups the CJK characters of a syllable, and leaves out syllables of one character', () => {
    const groups = soundGroups('端断口配置制名明别a', charReadings);
    expect(groups.split(' ')).toEqual(expect.arrayContaining(['断端', '制置', '名明']));
    expect(groups).not.toMatch(/[a口配别]/);
    expect(soundGroups('', charReadings)).toBe('');
  });

  it('puts a character read in several ways in the group of each reading', () => {
    const groups = soundGroups(
      '重中虫',
      (char) => ({ 重: ['zhong', 'chong'], 中: ['zhong'], 虫: ['chong'] })[char] ?? [],
    );
    expect(groups).toBe('虫重 中重');
    const map = homophoneMap(groups);
    expect(map.get('重')).toEqual(['虫', '中']);
    expect(map.get('中')).toEqual(['重']);
  });

  it('maps nothing from no groups', () => {
    expect(homophoneMap('').size).toBe(0);
  });
});
