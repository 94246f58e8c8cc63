/**
 * Debian's Chromium driven by playwright-core. Every page opened through `open` records
 * console errors, uncaught exceptions, failed requests and requests to other hosts, so a
 * test can assert the page stayed clean.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:9000';

/** Flags for Debian's Chromium here: no sandbox as root, no GPU, no calls home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, page errors, failed requests and requests that left the site. */
  problems: string[];
}

export async function open(
  browser: Browser,
  path: string,
  options: BrowserContextOptions & { waitUntil?: 'load' | 'networkidle' } = {},
): Promise<TrackedPage> {
  const { waitUntil = 'networkidle', ...contextOptions } = options;
  const context = await browser.newContext({ viewport: DESKTOP, ...contextOptions });
  const page = await context.newPage();
  const problems: string[] = [];
  const origin = new URL(BASE_URL).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} ${message.location().url}`.trim());
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Navigations that replace a page abort its pending prefetches; that is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
      problems.push(`other host: ${url}`);
  });
  if (path) await page.goto(BASE_URL + path, { waitUntil });
  return { page, context, problems };
}

/**
 * Waits until Gatsby has hydrated the page: its router is ready, and the main thread is idle,
 * so the regions React hydrates one task at a time (src/layouts/Island.tsx) are done too.
 * `___navigate` exists before hydration starts; the router listens only once Gatsby's first
 * render has committed, which it marks as `onInitialClientRender`. A navigation before that
 * changes the address and nothing else.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Boolean((window as unknown as { ___navigate?: unknown }).___navigate) &&
      performance.getEntriesByName('onInitialClientRender', 'mark').length > 0,
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}
