import { JSDOM } from 'jsdom';
import { openSearchName, openSearchPath, renderOpenSearch } from '../../../src/core/opensearch';
import { searchParamOf } from '../../../src/core/search-link';

const input = {
  siteUrl: 'https://rsbuild.dev/',
  siteTitle: 'Rsbuild',
  defaultLang: 'en',
  iconPath: '/favicon.svg',
};

/** The description parsed as XML, as a browser reads it. */
function parsed(xml: string): Document {
  const document = new JSDOM(xml, { contentType: 'application/xml' }).window.document;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('the OpenSearch description of each locale', () => {
  it('lives at the root of each locale', () => {
    expect(openSearchPath('en', 'en')).toBe('/opensearch.xml');
    expect(openSearchPath('zh', 'en')).toBe('/zh/opensearch.xml');
  });

  it("names the other locales' docs by their language, in at most 16 characters", () => {
    expect(openSearchName('Rsbuild', 'en', true)).toBe('Rsbuild');
    expect(openSearchName('Rsbuild', 'zh-CN', false)).toBe('Rsbuild (zh-CN)');
    expect(openSearchName('A much longer site title', 'zh-CN', false)).toHaveLength(16);
  });

  it("sends what the reader types to the locale's home page, which opens the search panel on it", () => {
    const xml = renderOpenSearch({ ...input, locale: 'zh', htmlLang: 'zh-CN', description: '基于 Rspack 的构建工具' });
    const document = parsed(xml);
    const root = document.documentElement;
    expect(root.namespaceURI).toBe('http://a9.com/-/spec/opensearch/1.1/');
    expect(root.getElementsByTagName('ShortName')[0]?.textContent).toBe('Rsbuild (zh-CN)');
    expect(root.getElementsByTagName('Description')[0]?.textContent).toBe('基于 Rspack 的构建工具');
    expect(root.getElementsByTagName('Language')[0]?.textContent).toBe('zh-CN');
    expect(root.getElementsByTagName('Image')[0]?.textContent).toBe('https://rsbuild.dev/favicon.svg');
    const [html, self] = [...root.getElementsByTagName('Url')];
    expect(html?.getAttribute('type')).toBe('text/html');
    const template = html?.getAttribute('template') ?? '';
    expect(template).toBe('https://rsbuild.dev/zh/?search={searchTerms}');
    // A browser puts the typed words in, encoded: the panel reads them back.
    const typed = template.replace('{searchTerms}', encodeURIComponent('别名 & alias'));
    expect(searchParamOf(new URL(typed).search)).toBe('别名 & alias');
    expect(self?.getAttribute('rel')).toBe('self');
    expect(self?.getAttribute('template')).toBe('https://rsbuild.dev/zh/opensearch.xml');
  });

  it('escapes what it is given', () => {
    const xml = renderOpenSearch({ ...input, locale: 'en', htmlLang: 'en', description: 'Fast & <small> "builds"' });
    expect(parsed(xml).getElementsByTagName('Description')[0]?.textContent).toBe('Fast & <small> "builds"');
  });
});
