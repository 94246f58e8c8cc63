import { searchConfigFromEnv } from '../../../src/config/theme';
import { rankHits } from '../../../src/core/search-rank';
import { readRemoteResponse, remoteSearchUrl } from '../../../src/core/search-remote';

describe('remote search API', () => {
  it('asks with keyword, limit, comma-joined indexes and language', () => {
    const url = remoteSearchUrl('https://api.example.com/search', {
      keyword: 'output.minify 压缩 &x',
      limit: 7,
      searchIndexes: ['rsbuild', 'rspack'],
      lang: 'zh',
    });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe('https://api.example.com/search');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      keyword: 'output.minify 压缩 &x',
      limit: '7',
      searchIndexes: 'rsbuild,rspack',
      lang: 'zh',
    });
    expect(remoteSearchUrl('/api?v=1', { keyword: 'a', limit: 7, searchIndexes: [], lang: 'en' })).toBe(
      '/api?v=1&keyword=a&limit=7&searchIndexes=&lang=en',
    );
    expect(
      new URL(
        remoteSearchUrl('https://x/s', { keyword: 'q'.repeat(10000), limit: 7, searchIndexes: [], lang: 'en' }),
      ).searchParams.get('keyword'),
    ).toHaveLength(200);
  });

  it('reads index groups and their hits, filling missing fields', () => {
    const groups = readRemoteResponse([
      {
        index: 'rsbuild',
        hits: [
          {
            id: 3,
            routePath: '/guide/a',
            title: 'A',
            content: 'Text',
            toc: [{ text: 'H', id: 'h', depth: 2, charIndex: 0 }],
            domain: '',
            lang: 'en',
          },
        ],
      },
      { index: 'rspack', renderType: 0, hits: [{ routePath: '/b', title: 'B' }] },
    ]);
    expect(groups).toEqual([
      {
        index: 'rsbuild',
        hits: [
          {
            id: 3,
            routePath: '/guide/a',
            title: 'A',
            content: 'Text',
            toc: [{ text: 'H', id: 'h', depth: 2, charIndex: 0 }],
            domain: '',
            lang: 'en',
          },
        ],
      },
      { index: 'rspack', hits: [{ id: 0, routePath: '/b', title: 'B', content: '', toc: [], domain: '', lang: '' }] },
    ]);
  });

  it('reads anything else as no results, and drops hits that would leave the site unsafely', () => {
    expect(readRemoteResponse({ error: 'down' })).toEqual([]);
    expect(readRemoteResponse(null)).toEqual([]);
    expect(readRemoteResponse('<html>')).toEqual([]);
    expect(readRemoteResponse([{ index: 'x' }, null, 3])).toEqual([]);
    const [group] = readRemoteResponse([
      {
        index: 'x',
        hits: [
          { routePath: 'javascript:alert(1)', title: 'bad' },
          { routePath: '//evil.example/x', title: 'bad' },
          { routePath: '/ok', title: 'ok', domain: 'javascript:alert(1)//' },
          { routePath: '/ok2', title: 'ok2', domain: 'https://rspack.dev/' },
        ],
      },
    ]);
    expect(group?.hits.map((h) => [h.routePath, h.domain])).toEqual([
      ['/ok', ''],
      ['/ok2', 'https://rspack.dev'],
    ]);
  });

  it('keeps the order of the API and tells titles, headings and content apart in page-level hits', () => {
    const content = 'Intro about builds.\nThe three commands\nrsbuild dev starts the dev server.';
    const pages = rankHits(
      [
        {
          id: 1,
          routePath: '/guide/cli',
          title: 'CLI',
          content,
          toc: [
            { text: 'The three commands', id: 'the-three-commands', depth: 2, charIndex: content.indexOf('The three') },
          ],
          domain: '',
          lang: 'en',
        },
        {
          id: 2,
          routePath: '/guide/other',
          title: 'Other',
          content: 'Nothing related.',
          toc: [],
          domain: '',
          lang: 'en',
        },
        { id: 3, routePath: '/guide/dev', title: 'Dev server', content: 'Start it.', toc: [], domain: '', lang: 'en' },
      ],
      'dev',
    );
    expect(pages.map((p) => p.routePath)).toEqual(['/guide/cli', '/guide/other', '/guide/dev']);
    expect(pages[0]?.sections.map((s) => [s.type, s.section.anchor])).toEqual([['content', 'the-three-commands']]);
    // The API matched it somehow: kept by its top section.
    expect(pages[1]?.sections.map((s) => s.type)).toEqual(['content']);
    expect(pages[2]?.sections.map((s) => s.type)).toEqual(['title']);
  });
});

describe('search mode of a build', () => {
  it('is local unless SEARCH_MODE=remote, which needs SEARCH_API_URL', () => {
    expect(searchConfigFromEnv({})).toEqual({ mode: 'local', limit: 7 });
    expect(
      searchConfigFromEnv({
        SEARCH_MODE: 'remote',
        SEARCH_API_URL: 'https://api.example.com/search',
        SEARCH_INDEXES: 'rsbuild, rspack,',
      }),
    ).toEqual({
      mode: 'remote',
      apiUrl: 'https://api.example.com/search',
      searchIndexes: ['rsbuild', 'rspack'],
      limit: 7,
    });
    expect(() => searchConfigFromEnv({ SEARCH_MODE: 'remote' })).toThrow(/SEARCH_API_URL/);
  });
});
