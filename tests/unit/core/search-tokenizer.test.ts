import {
  cjkRuns,
  cjkTerms,
  cohesiveBigrams,
  foldText,
  indexTerms,
  isCjk,
  isCjkToken,
  isJoinedIdentifier,
  scan,
  SEARCH_ENGINE_OPTIONS,
  tokenize,
  tokenizeForEngine,
} from '../../../src/core/search-tokenizer';

describe('search tokenizer', () => {
  it('finds the CJK runs scan finds, without tokenizing the words around them', () => {
    const texts = [
      '在 rsbuild.config.ts 中配置 output.distPath，构建产物会写入 dist 目录。',
      'ひらがなとカタカナ、한국어 문장, and ㄅㄆㄇ bopomofo',
      // A compatibility ideograph (U+F900) in NFKC, and a character beyond the BMP (U+20000).
      '\uf900\u{20000}字 mixed—全角ＡＢＣ１２３ between 中文',
      'no CJK at all: dev.server.port = 3000',
      '',
    ];
    for (const text of texts) {
      const fromScan = scan(text).flatMap((piece) => (piece.kind === 'cjk' ? [piece.chars] : []));
      expect(cjkRuns(text)).toEqual(fromScan);
    }
    expect(cjkRuns('配置 output 目录')).toEqual([
      ['配', '置'],
      ['目', '录'],
    ]);
  });

  it('reads as CJK runs exactly the code points isCjk calls CJK (the two write the ranges apart)', () => {
    const differ: number[] = [];
    for (let codePoint = 0; codePoint <= 0x32000; codePoint += 1) {
      if ((cjkRuns(String.fromCodePoint(codePoint)).length === 1) !== isCjk(codePoint)) differ.push(codePoint);
    }
    expect(differ).toEqual([]);
  });

  it('lower-cases Latin words and drops function words and lone letters', () => {
    expect(tokenize('How to Proxy the API requests, a b')).toEqual(['proxy', 'api', 'requests']);
    // Nor is what a reader says of what they want.
    expect(tokenize('I want hash-free names, we need it')).toEqual(['hash-free', 'hash', 'free', 'names']);
    // What an apostrophe leaves of a contraction is no word of the text.
    expect(tokenize("syntax isn't enabled, it doesn't work, you'll see")).toEqual(['syntax', 'enabled', 'work', 'see']);
    // Nor the contraction typed without it.
    expect(tokenize('syntax isnt enabled, it doesnt work, dont fail, cant see, wont load')).toEqual([
      'syntax',
      'enabled',
      'work',
      'fail',
      'see',
      'load',
    ]);
  });

  it('keeps identifiers whole and in parts', () => {
    expect(tokenize('output.minify')).toEqual(['output.minify', 'output', 'minify']);
    expect(tokenize('assetPrefix')).toEqual(['assetprefix', 'asset', 'prefix']);
    expect(tokenize('HTMLPlugin')).toEqual(['htmlplugin', 'html', 'plugin']);
    expect(tokenize('process.env.NODE_ENV')).toEqual(['process.env.node_env', 'process', 'env', 'node']);
    expect(tokenize('@rsbuild/plugin-react')).toEqual(['rsbuild/plugin-react', 'rsbuild', 'plugin', 'react']);
    expect(tokenize('vue3')).toEqual(['vue3', 'vue', '3']);
  });

  it('keeps the names of languages whole: their parts are not their words', () => {
    expect(tokenize('JavaScript and TypeScript files')).toEqual(['javascript', 'typescript', 'files']);
    expect(tokenize('WebAssembly')).toEqual(['webassembly']);
    expect(tokenize('typescriptConfig')).toEqual(['typescriptconfig', 'typescript', 'config']);
  });

  it('ends an identifier at punctuation that joins nothing', () => {
    expect(tokenize('see output.minify. Then --port 3000')).toEqual([
      'see',
      'output.minify',
      'output',
      'minify',
      'port',
      '3000',
    ]);
  });

  it('indexes CJK runs as characters and bigrams', () => {
    expect(tokenize('环境变量')).toEqual(['环', '境', '变', '量', '环境', '境变', '变量']);
    expect(tokenize('热')).toEqual(['热']);
  });

  it('splits mixed scripts and CJK punctuation', () => {
    expect(tokenize('Tailwind配置，别名')).toEqual(['tailwind', '配', '置', '配置', '别', '名', '别名']);
    expect(tokenize('tailwind 配置')).toEqual(['tailwind', '配', '置', '配置']);
  });

  it('folds full-width forms, accents and case', () => {
    expect(tokenize('ＲＳＢＵＩＬＤ Café')).toEqual(['rsbuild', 'cafe']);
    expect(foldText('Ünïcödé')).toBe('unicode');
  });

  it('drops emoji and symbols without breaking surrogate pairs', () => {
    expect(tokenize('🚀 fast 🔥build')).toEqual(['fast', 'build']);
    expect(tokenize('𠮷野家')).toEqual(['𠮷', '野', '家', '𠮷野', '野家']);
  });

  it('describes identifier runs for the query planner', () => {
    expect(scan('dev.assetPrefix 热更新')).toEqual([
      {
        kind: 'word',
        whole: 'dev.assetprefix',
        parts: ['dev', 'assetprefix', 'asset', 'prefix'],
        words: ['dev', 'asset', 'prefix'],
      },
      { kind: 'cjk', chars: ['热', '更', '新'] },
    ]);
  });

  it('reads a record as the terms in the values of its fields, never the field names', () => {
    const terms = indexTerms('output.minify: Minify code, Title: 内容', new Set(['内容']));
    const tokens = tokenizeForEngine(JSON.stringify({ terms: terms.join(' '), content: 'heading' }));
    expect(tokens).toEqual(['output', 'minify', 'code', 'title', '内容', 'heading']);
    expect(tokenizeForEngine(JSON.stringify({ terms: 'output minify' }))).not.toContain('terms');
    expect(tokenizeForEngine('{not json content')).toEqual(['{not', 'json', 'content']);
  });

  it('looks a term up as it is: a CJK bigram is not cut into its characters', () => {
    expect(tokenizeForEngine('代理')).toEqual(['代理']);
    expect(tokenizeForEngine('output.minify')).toEqual(['output.minify']);
  });

  it('makes the term list of a locale from the bigrams written in two or more of its titles, headings and descriptions', () => {
    expect([...cjkTerms(['环境变量', '公共环境变量', 'server.proxy', '代理 API', '代理请求'])]).toEqual([
      '环境',
      '境变',
      '变量',
      '代理',
    ]);
    expect([...cjkTerms(['环境变量', '代理 API'], 1)]).toEqual(['环境', '境变', '变量', '代理']);
  });

  it('reads a pair of body characters as a word when they are seen together far more than apart', () => {
    const texts = [
      ...Array.from({ length: 100 }, () => '这是一个配置的说明，它的值会变。'),
      '日期会变成字符串。',
      '配置日期的格式。',
    ];
    const words = cohesiveBigrams(texts);
    // 日期 is seen twice and its characters never apart; 的配 and 的说 join common characters by chance.
    expect(words.has('日期')).toBe(true);
    expect(words.has('的配')).toBe(false);
    expect(words.has('的说')).toBe(false);
    expect(cohesiveBigrams(texts, 100).size).toBe(0);
    expect(cohesiveBigrams(['plain English only'])).toEqual(new Set());
  });

  it('indexes a body by its words, identifier parts and listed bigrams only', () => {
    const terms = indexTerms('Set output.minify to false. 代理请求会被转发', new Set(['代理', '请求', '转发']));
    expect(terms).toEqual(['set', 'output', 'minify', 'false', '代理', '请求', '转发']);
    expect(isJoinedIdentifier('output.minify')).toBe(true);
    expect(isJoinedIdentifier('@rsbuild/plugin-react'.slice(1))).toBe(true);
    expect(isJoinedIdentifier('assetprefix')).toBe(false);
    expect(isCjkToken('代理')).toBe(true);
    expect(isCjkToken('proxy')).toBe(false);
  });

  it('keeps versions and addresses whole in a body, as their parts are single digits', () => {
    expect(indexTerms('Listen on 0.0.0.0 since 0.5.9, not v1.2', new Set())).toEqual([
      'listen',
      '0.0.0.0',
      '0',
      'since',
      '0.5.9',
      '5',
      '9',
      'not',
      'v1',
      '1',
      '2',
    ]);
  });

  it('survives hostile input', () => {
    expect(tokenize('.*+?^${}()|[]\\')).toEqual([]);
    expect(tokenize('<img src=x onerror=alert(1)>')).toEqual(['img', 'src', 'onerror', 'alert', '1']);
    expect(tokenize('a'.repeat(10000)).length).toBe(1);
    expect(tokenize('好'.repeat(10000))).toEqual(['好', '好好']);
  });

  it('gives FlexSearch the same options at build time and in the browser', () => {
    expect(SEARCH_ENGINE_OPTIONS.tokenize).toBe(tokenizeForEngine);
    expect(SEARCH_ENGINE_OPTIONS.encode).toBe(false);
    expect(SEARCH_ENGINE_OPTIONS.cache).toBe(100);
  });
});
