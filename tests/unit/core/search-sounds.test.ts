import { charReadings } from '../../../gatsby/char-readings';
import { commonChars, homophoneMap, soundGroups, soundRuns } from '../../../src/core/search-sounds';

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
    expect(map.get('重')).toEqual(['虫', '重', '中']);
    expect(map.get('中')).toEqual(['中', '重']);
  });

  it('maps nothing from no groups', () => {
    expect(homophoneMap('').size).toBe(0);
  });
});

describe('common characters read alike', () => {
  const common = commonChars();

  it('decodes the 3,755 everyday characters: those of the docs, and those readers pick by mistake', () => {
    expect(common).toHaveLength(3755);
    expect(common.slice(0, 3)).toEqual(['啊', '阿', '埃']);
    expect(common).toEqual(expect.arrayContaining(['勾', '钩', '端', '断', '配', '置']));
  });

  it('writes them as the lengths of their runs read alike, and reads the runs back as groups', () => {
    const runs = soundRuns(common, charReadings);
    // About one run per syllable: far fewer bytes than the characters.
    expect(runs.split(' ').length).toBeLessThan(600);
    expect(runs.length).toBeLessThan(1500);
    const map = homophoneMap('', runs);
    expect(map.get('勾')).toEqual(expect.arrayContaining(['钩', '沟', '狗']));
    expect(map.get('断')).toEqual(expect.arrayContaining(['端', '短']));
    expect(map.get('断')).not.toContain('勾');
  });

  it('joins a character of the index read in another way to the common ones of both readings', () => {
    const runs = soundRuns(['钩', '勾', '中', '忠'], (char) => (char === '中' || char === '忠' ? ['zhong'] : ['gou']));
    expect(runs).toBe('2 2');
    const map = homophoneMap('虫重 中重', runs, () => ['钩', '勾', '中', '忠']);
    expect(map.get('重')).toEqual(['虫', '重', '中']);
    expect(map.get('中')).toEqual(['中', '重', '忠']);
    expect(map.get('勾')).toEqual(['钩', '勾']);
  });

  it('keeps a run whole across a character the table sorts by its other reading', () => {
    // 吁 is first read xū and sorted among the yù, between 郁 and 遇.
    const reading = (char: string) => (char === '吁' ? ['xu', 'yu'] : char === '需' ? ['xu'] : ['yu']);
    expect(soundRuns(['域', '郁', '吁', '遇', '欲', '需'], reading)).toBe('5 1');
    expect(homophoneMap('', soundRuns(common, charReadings)).get('欲')).toContain('域');
    // Not at the end of a run: a character of the next syllable read in the one before keeps its own.
    expect(soundRuns(['郁', '吁', '需'], reading)).toBe('1 2');
  });

  it('adds nothing from runs that do not fit the characters decoded', () => {
    expect(homophoneMap('', '2 3', () => ['钩', '勾', '中']).size).toBe(0);
    expect(homophoneMap('', '2 zz', () => ['钩', '勾', '中']).size).toBe(0);
    expect(homophoneMap('', '2', () => []).size).toBe(0);
  });
});
