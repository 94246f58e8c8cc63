/**
 * Every routed page of both locales, opened in the browser: it answers 200, renders without
 * a console error, failed request or request to another host, has an <h1>, a <title> and the
 * right <html lang> in the static HTML, and every link on it resolves — internal links to a
 * page (and heading) or a published file, external links opening in a new tab safely, and
 * every result the search index can show links to a crawled page and heading.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { siteConfig } from '../../src/config/site';
import { indexFilePath, readIndexFile } from '../../src/core/search-index-file';
import { sectionLink } from '../../src/core/search-results';
import { BASE_URL, launch, open } from './lib/browser';
import { builtPages, PUBLIC_DIR } from './lib/site-pages';

interface PageReport {
  path: string;
  status: number;
  problems: string[];
  h1: number;
  ids: string[];
  links: { href: string; target: string | null; rel: string | null }[];
}

const pages = builtPages();
const reports = new Map<string, PageReport>();
let browser: Browser;

async function crawl(pagePath: string): Promise<PageReport> {
  const { page, context, problems } = await open(browser, '', { waitUntil: 'load' });
  const response = await page.goto(BASE_URL + pagePath, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Boolean((window as unknown as { ___navigate?: unknown }).___navigate));
  const found = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    ids: Array.from(document.querySelectorAll('[id]'), (el) => el.id),
    links: Array.from(document.querySelectorAll('a[href]'), (a) => ({
      href: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  }));
  await context.close();
  return { path: pagePath, status: response?.status() ?? 0, problems, ...found };
}

beforeAll(
  async () => {
    browser = await launch();
    const queue = [...pages];
    // A few tabs at a time keeps the crawl short on two cores without starving the server.
    await Promise.all(
      Array.from({ length: 3 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) reports.set(next.path, await crawl(next.path));
      }),
    );
  },
  30 * 60 * 1000,
);

afterAll(async () => {
  await browser.close();
});

const expectedLang = (pagePath: string) => (pagePath.startsWith('/zh/') ? 'zh-CN' : 'en');

describe('every routed page', () => {
  it('covers both locales equally', () => {
    const en = pages.filter((p) => !p.path.startsWith('/zh/')).map((p) => p.path);
    const zh = pages.filter((p) => p.path.startsWith('/zh/')).map((p) => p.path.slice(3));
    expect(zh.sort()).toEqual(en.sort());
  });

  it('answers 200 and renders cleanly with an <h1>', () => {
    const failures = pages.flatMap(({ path: p }) => {
      const report = reports.get(p);
      if (!report) return [`${p}: not crawled`];
      return [
        ...(report.status === 200 ? [] : [`${p}: HTTP ${report.status}`]),
        ...(report.h1 >= 1 ? [] : [`${p}: no <h1>`]),
        ...report.problems.map((problem) => `${p}: ${problem}`),
      ];
    });
    expect(failures).toEqual([]);
  });

  it('is written as clean UTF-8, with no NUL or replacement character from the renderer', () => {
    const corrupted = pages.filter(({ htmlFile }) => {
      const bytes = readFileSync(htmlFile);
      return bytes.includes(0) || bytes.toString('utf8').includes('\uFFFD');
    });
    expect(corrupted.map((p) => p.path)).toEqual([]);
  });

  it('has its <title> and <html lang> in the static HTML', () => {
    const failures = pages.flatMap(({ path: p, htmlFile }) => {
      const html = readFileSync(htmlFile, 'utf8');
      const title = /<title[^>]*>([^<]+)<\/title>/.exec(html)?.[1]?.trim();
      const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
      return [
        ...(title ? [] : [`${p}: no <title> in the HTML`]),
        ...(lang === expectedLang(p) ? [] : [`${p}: <html lang="${lang}">, expected ${expectedLang(p)}`]),
      ];
    });
    expect(failures).toEqual([]);
  });
});

describe('links', () => {
  it('resolve: internal links to a page or a published file, anchors to a heading of the target', () => {
    const failures: string[] = [];
    for (const report of reports.values()) {
      for (const { href } of report.links) {
        if (/^(https?:)?\/\//.test(href) || /^(mailto|tel|data):/.test(href)) continue;
        const url = new URL(href, BASE_URL + report.path);
        const target = decodeURIComponent(url.pathname);
        const anchor = decodeURIComponent(url.hash.slice(1));
        const targetReport = reports.get(target);
        if (!targetReport) {
          if (!existsSync(path.join(PUBLIC_DIR, target)) || target.endsWith('/'))
            failures.push(`${report.path}: ${href} → no such page or file`);
          continue;
        }
        if (anchor && !targetReport.ids.includes(anchor))
          failures.push(`${report.path}: ${href} → no #${anchor} on ${target}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('of search results resolve: every page and heading of each locale index is a crawled page and anchor', () => {
    const failures: string[] = [];
    for (const { lang } of siteConfig.locales) {
      const file = indexFilePath(lang);
      if (!existsSync(path.join(PUBLIC_DIR, file))) {
        failures.push(`no search index for ${lang}`);
        continue;
      }
      const index = readIndexFile(JSON.parse(readFileSync(path.join(PUBLIC_DIR, file), 'utf8')), lang);
      expect(index.pages.length).toBeGreaterThan(100);
      for (const [routePath, , , , headings] of index.pages) {
        for (const anchor of ['', ...headings.map(([, id]) => id)]) {
          const link = sectionLink('', routePath, anchor);
          const target = reports.get(routePath);
          if (!target) failures.push(`${file}: ${link} → no such page`);
          else if (anchor && !target.ids.includes(anchor))
            failures.push(`${file}: ${link} → no #${anchor} on ${routePath}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('to other sites open in a new tab without giving it access to the page', () => {
    const failures: string[] = [];
    for (const report of reports.values()) {
      for (const { href, target, rel } of report.links) {
        if (!/^(https?:)?\/\//.test(href)) continue;
        const rels = (rel ?? '').split(/\s+/);
        if (target !== '_blank' || !rels.includes('noopener') || !rels.includes('noreferrer')) {
          failures.push(`${report.path}: ${href} (target=${target}, rel=${rel})`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
