/** Bytes a page loads before any interaction, measured in the browser: raw and gzip, per type. */
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

export interface PageWeight {
  path: string;
  js: { raw: number; gzip: number; files: number };
  css: { raw: number; gzip: number; files: number };
  html: { raw: number; gzip: number };
  json: { raw: number; gzip: number; files: number };
}

export async function measurePage(browser: Browser, baseUrl: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const bodies: Promise<{ type: string; bytes: Buffer }>[] = [];
  const record = (response: Response) => {
    const url = response.url();
    if (!url.startsWith(baseUrl) || response.status() !== 200) return;
    const type = response.request().resourceType();
    bodies.push(response.body().then((bytes) => ({ type: url.endsWith('.css') ? 'stylesheet' : type, bytes })));
  };
  page.on('response', record);
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  // What arrives after the network went quiet (prefetches on idle) is not part of the load,
  // and reading its body after the context closes would fail outside the test's reach.
  page.off('response', record);
  const all = await Promise.all(bodies);
  await context.close();
  const sum = (types: string[]) => {
    const matching = all.filter((entry) => types.includes(entry.type));
    return {
      raw: matching.reduce((total, entry) => total + entry.bytes.length, 0),
      gzip: matching.reduce((total, entry) => total + gzipSync(entry.bytes, { level: 9 }).length, 0),
      files: matching.length,
    };
  };
  const html = sum(['document']);
  return {
    path,
    js: sum(['script']),
    css: sum(['stylesheet']),
    html: { raw: html.raw, gzip: html.gzip },
    json: sum(['fetch', 'xhr']),
  };
}
