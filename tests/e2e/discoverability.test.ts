/**
 * The files for crawlers and language models, as published: the sitemap lists every routed page
 * once with its alternates, robots.txt points at it, llms.txt lists every page, each page's
 * Markdown copy exists and holds no MDX, llms-full.txt holds them all, a page's head links
 * its locale's OpenSearch description, and every one of these text files is served as text in
 * UTF-8.
 */
import { navItems } from '../../src/config/nav';
import { BASE_URL } from './lib/browser';
import { children, childText, LANGS, parseXml, routedPages, sitePath, SITE_URL } from './lib/site';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

async function get(path: string): Promise<string> {
  const response = await fetch(BASE_URL + path);
  expect([path, response.status]).toEqual([path, 200]);
  return response.text();
}

const indexable = () => routedPages().filter((p) => p.pageType !== '404');

describe('sitemap', () => {
  let urls: Element[] = [];
  beforeAll(async () => {
    const index = parseXml(await get('/sitemap-index.xml')).documentElement;
    const sitemaps = children(index, 'sitemap', SITEMAP_NS).map((s) => sitePath(childText(s, 'loc', SITEMAP_NS) ?? ''));
    expect(sitemaps.length).toBeGreaterThan(0);
    for (const sitemap of sitemaps) {
      urls = urls.concat(children(parseXml(await get(sitemap)).documentElement, 'url', SITEMAP_NS));
    }
  });

  it('lists every routed page exactly once, and no 404 page', () => {
    const listed = urls.map((u) => sitePath(childText(u, 'loc', SITEMAP_NS) ?? ''));
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(
      indexable()
        .map((p) => p.path)
        .sort(),
    );
    expect(listed.filter((p) => /404/.test(p))).toEqual([]);
  });

  it('gives each page its en, zh-CN and x-default alternates and its last change', () => {
    for (const u of urls) {
      const loc = sitePath(childText(u, 'loc', SITEMAP_NS) ?? '');
      const route = loc.replace(/^\/zh(?=\/)/, '');
      const links = children(u, 'link', XHTML_NS).map((l) => [
        l.getAttribute('rel'),
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]);
      expect([loc, links]).toEqual([
        loc,
        [
          ['alternate', 'en', `${SITE_URL}${route}`],
          ['alternate', 'zh-CN', `${SITE_URL}${route === '/' ? '/zh/' : `/zh${route}`}`],
          ['alternate', 'x-default', `${SITE_URL}${route}`],
        ],
      ]);
      expect(Number.isNaN(Date.parse(childText(u, 'lastmod', SITEMAP_NS) ?? ''))).toBe(false);
    }
  });

  it('is announced by robots.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`\nSitemap: ${SITE_URL}/sitemap-index.xml\n`);
  });
});

/** `- [Title](url): description` lines of an llms.txt. */
function llmsEntries(text: string) {
  return [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(?:: (.*))?$/gm)].map(([, title, url, description]) => ({
    title: title?.replace(/\\([[\]\\])/g, '$1'),
    path: sitePath(url ?? ''),
    description,
  }));
}

/** Markdown text outside fenced and inline code. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

describe.each(LANGS)('llms.txt and Markdown pages (%s)', (locale) => {
  const llmsPath = locale === 'en' ? '/llms.txt' : `/${locale}/llms.txt`;
  const pages = () => indexable().filter((p) => p.locale === locale);
  const mdPath = (path: string) => (path.endsWith('/') ? `${path}index.md` : `${path}.md`);

  it('lists every page once, with its title, Markdown link and a one-line description', async () => {
    const text = await get(llmsPath);
    expect(text.startsWith('# Rsbuild\n\n> ')).toBe(true);
    const entries = llmsEntries(text);
    expect(entries.map((e) => e.path).sort()).toEqual(
      pages()
        .map((p) => mdPath(p.path))
        .sort(),
    );
    for (const page of pages()) {
      const entry = entries.find((e) => e.path === mdPath(page.path));
      expect([page.path, entry?.title]).toEqual([page.path, page.title]);
      expect(entry?.description?.length ?? 0).toBeGreaterThan(10);
    }
  });

  it('groups the pages by section in sidebar order', async () => {
    const sections = [...(await get(llmsPath)).matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    // Sections come in the order of the navigation bar.
    expect(sections).toEqual(navItems.map((item) => item.text[locale as 'en' | 'zh']));
  });

  it('publishes each page as Markdown with its title first and no MDX left', async () => {
    for (const page of pages()) {
      const markdown = await get(mdPath(page.path));
      expect([page.path, markdown.split('\n')[0]]).toEqual([page.path, `# ${page.title}`]);
      const text = prose(markdown);
      expect([page.path, text.match(/^(?:import|export)\s.*$/m)?.[0] ?? null]).toEqual([page.path, null]);
      expect([page.path, text.match(/(?<!\\)<[A-Za-z][^>]*>?/)?.[0] ?? null]).toEqual([page.path, null]);
      expect([page.path, text.match(/(?<!\\)[{}]/)?.[0] ?? null]).toEqual([page.path, null]);
      expect(markdown).not.toMatch(/^---$[\s\S]*?^title:/m);
    }
  });

  it('writes PackageManagerTabs as one code block per package manager', async () => {
    const markdown = await get(mdPath(locale === 'en' ? '/guide/start/quick-start' : '/zh/guide/start/quick-start'));
    for (const pm of ['npm', 'yarn', 'pnpm', 'bun']) {
      expect(markdown).toContain(`\`\`\`bash\n${pm} add @rsbuild/core -D\n\`\`\``);
    }
    expect(markdown).toContain('```ts title="rsbuild.config.ts"\n');
  });
});

describe.each(LANGS)('llms-full.txt (%s)', (locale) => {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const mdPath = (path: string) => (path.endsWith('/') ? `${path}index.md` : `${path}.md`);

  it('is linked from llms.txt', async () => {
    expect(await get(`${prefix}/llms.txt`)).toMatch(
      new RegExp(`^.+ \\[llms-full\\.txt\\]\\(${SITE_URL}${prefix}/llms-full\\.txt\\)$`, 'm'),
    );
  });

  it('holds every page of llms.txt in its order, each headed by its title and URL and followed by its Markdown', async () => {
    const order = llmsEntries(await get(`${prefix}/llms.txt`));
    const full = await get(`${prefix}/llms-full.txt`);
    const blocks = [...full.matchAll(/^---\ntitle: (".*")\nurl: (\S+)\n---\n\n/gm)];
    expect(blocks.map(([, , url]) => mdPath(sitePath(url ?? '')))).toEqual(order.map((e) => e.path));
    for (const [index, block] of blocks.entries()) {
      const path = order[index]?.path ?? '';
      expect([path, JSON.parse(block[1] ?? '""')]).toEqual([path, order[index]?.title]);
      const start = (block.index ?? 0) + block[0].length;
      const end = blocks[index + 1]?.index ?? full.length;
      expect([path, full.slice(start, end).trim()]).toEqual([path, (await get(path)).trim()]);
    }
  });
});

describe.each(LANGS)('OpenSearch description (%s)', (locale) => {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const OPENSEARCH_NS = 'http://a9.com/-/spec/opensearch/1.1/';

  it("is linked from a page's head, and sends the typed words to the locale's search", async () => {
    const html = await get(`${prefix}/config/output/minify`);
    const link = /<link[^>]*rel="search"[^>]*>/.exec(html)?.[0] ?? '';
    expect(link).toContain('type="application/opensearchdescription+xml"');
    const href = /href="([^"]+)"/.exec(link)?.[1] ?? '';
    expect(href).toBe(`${prefix}/opensearch.xml`);
    const root = parseXml(await get(href)).documentElement;
    expect(root.namespaceURI).toBe(OPENSEARCH_NS);
    const urls = children(root, 'Url', OPENSEARCH_NS);
    const template = urls.find((url) => url.getAttribute('type') === 'text/html')?.getAttribute('template');
    expect(template).toBe(`${SITE_URL}${prefix}/?search={searchTerms}`);
    // The page the template names exists (the panel opening on `?search=` is tested with the search).
    await get(sitePath(template?.replace('?search={searchTerms}', '') ?? ''));
    expect(urls.find((url) => url.getAttribute('rel') === 'self')?.getAttribute('template')).toBe(`${SITE_URL}${href}`);
  });
});

describe('content types', () => {
  it.each([
    ['/config/output/minify.md', 'text/markdown'],
    ['/zh/guide/start/index.md', 'text/markdown'],
    ['/llms.txt', 'text/plain'],
    ['/llms-full.txt', 'text/plain'],
    ['/zh/llms-full.txt', 'text/plain'],
    ['/robots.txt', 'text/plain'],
  ])('serves %s as %s in UTF-8', async (path, type) => {
    const response = await fetch(BASE_URL + path);
    expect(response.status).toBe(200);
    const [mime, ...params] = (response.headers.get('content-type') ?? '')
      .split(';')
      .map((p) => p.trim().toLowerCase());
    expect([mime, params]).toEqual([type, ['charset=utf-8']]);
  });
});
