/**
 * @jest-environment jsdom
 */
import { indexFileBody, type SearchFiles } from '../../../src/core/search-index-file';
import { segmentsText, type IndexResults } from '../../../src/core/search-results';
import { localProvider } from '../../../src/search/providers';
import { buildIndex, enPages, recordsOf } from '../lib/search-corpus';

let files: SearchFiles;
let requests: string[] = [];
let failTexts = false;

beforeAll(async () => {
  files = await buildIndex('en', recordsOf(enPages));
});

beforeEach(() => {
  requests = [];
  failTexts = false;
  global.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    const text = /^(?:\/docs)?\/static\/search_text\/en\/([0-9a-f]+)\.json$/.exec(url);
    let body: unknown = null;
    if (/^(?:\/docs)?\/search-index\/en\.json$/.test(url)) body = JSON.parse(indexFileBody(files.index));
    else if (text?.[1] && !failTexts) body = JSON.parse(files.texts.get(text[1]) ?? 'null');
    return Promise.resolve({
      ok: body !== null,
      status: body === null ? 500 : 200,
      json: () => Promise.resolve(body),
    } as Response);
  }) as typeof fetch;
});

const textRequests = () => requests.filter((url) => url.includes('/search_text/'));
const items = (results: readonly IndexResults[]) =>
  results.flatMap((result) => result.groups.flatMap((group) => group.items));
const routesOf = (results: readonly IndexResults[]) =>
  results.flatMap((result) => result.groups.map((group) => group.routePath));

describe('the local provider', () => {
  it('answers with titles and headings at once, then completes the snippets with the texts of the pages shown', async () => {
    const provider = localProvider('/search-index/en.json', 'en', 7);
    await provider.load();
    expect(textRequests()).toEqual([]);

    const updates: IndexResults[][] = [];
    const first = await provider.search('proxy api requests', (results) => updates.push(results));
    const header = items(first).find((item) => item.type === 'header');
    expect(header?.link).toBe('/config/server/proxy#proxy-api-requests');
    expect(header?.snippet).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updates).toHaveLength(1);
    const completed = items(updates[0] ?? []);
    expect(completed.map((item) => item.key)).toEqual(items(first).map((item) => item.key));
    expect(segmentsText(completed.find((item) => item.type === 'header')?.snippet ?? [])).toBe(
      'Forward every request under /api to http://localhost:3000.',
    );
    const shown = routesOf(first);
    expect(textRequests().map((url) => /(\w+)\.json$/.exec(url)?.[1])).toEqual(
      shown.map((route) => files.index.pages.find(([path]) => path === route)?.[3]),
    );

    // The same pages again: complete at once, nothing fetched.
    const again = await provider.search('proxy api requests', (results) => updates.push(results));
    expect(segmentsText(items(again).find((item) => item.type === 'header')?.snippet ?? [])).toContain(
      'Forward every request',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updates).toHaveLength(1);
    expect(textRequests()).toHaveLength(shown.length);
  });

  it('keeps the results without snippets when the texts cannot be fetched', async () => {
    failTexts = true;
    const provider = localProvider('/docs/search-index/en.json', 'en', 7);
    const updates: IndexResults[][] = [];
    const results = await provider.search('proxy api requests', (completed) => updates.push(completed));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(items(results).length).toBeGreaterThan(0);
    expect(textRequests().length).toBeGreaterThan(0);
    // Under a path prefix, the texts are fetched beside the index's site root.
    expect(textRequests().filter((url) => !url.startsWith('/docs/static/search_text/en/'))).toEqual([]);
    expect(updates).toEqual([]);
  });
});
