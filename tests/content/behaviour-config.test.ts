/**
 * What the config reference pages say Rsbuild does, checked against what Rsbuild 0.5.9 does.
 *
 * Each case runs the pinned packages (a generated Rspack config, a production build, a dev or
 * preview server answering a request, or a dist function that the server calls) and checks both
 * the behaviour and the sentence of the page that describes it, in English and in Chinese. A case
 * fails when the package behaves differently from what the case expects, and when a page goes back
 * to a claim that the package contradicts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, page, project as projectIn, section } from './lib/page-text';
import { fixtureRequire } from './lib/rsbuild';
import { runRsbuildScript } from './lib/rsbuild-script';

let root: string;

const project = (name: string, files: Record<string, string> = { 'src/index.js': '' }) =>
  projectIn(root, name, files);

/** The body of a page without line breaks inside paragraphs, so that a sentence is found whole. */
const prose = (route: string, locale: string) => page(route, locale).body.replace(/\s*\n\s*/g, ' ');

beforeAll(() => {
  expect(fixtureRequire('@rsbuild/core').version).toBe('0.5.9');
  root = mkdtempSync(path.join(os.tmpdir(), 'rsbuild-behaviour-config-'));
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('server.printUrls: the label of the URLs a function returns', () => {
  it('is Network for every URL with a port, localhost included', () => {
    const cwd = project('print-urls');
    const printed = runRsbuildScript<string>(
      cwd,
      `
      const { printServerURLs } = dist('server/helper');
      const { logger } = fixtureRequire('@rsbuild/shared');
      logger.log = () => {};
      const message = printServerURLs({
        urls: [],
        port: 8080,
        protocol: 'http',
        routes: [{ entryName: 'index', pathname: '/' }],
        printUrls: () => ['http://localhost:8080', 'http://localhost'],
      });
      return message.replace(/\\u001b\\[[0-9;]*m/g, '');
      `,
    );
    expect(printed.split('\n').filter(Boolean)).toEqual([
      '  > Network:  http://localhost:8080/',
      '  > Local:    http://localhost/',
    ]);
  });

  it.each(LOCALES)('is documented as Network for URLs with a port (%s)', (locale) => {
    const body = prose('/config/server/print-urls', locale);
    expect(body).not.toMatch(/`Local` \(for `localhost`|`Local`（`localhost`/);
    expect(body).toMatch(
      /every URL with a port, `http:\/\/localhost:8080` included, is printed as `Network`|所有带端口的地址，包括 `http:\/\/localhost:8080`，都会打印为 `Network`/,
    );
  });
});

describe('server.host: the printed URLs', () => {
  const script = (command: 'dev' | 'preview') => `
    const rsbuild = await core.createRsbuild({
      cwd,
      rsbuildConfig: { server: { host: '127.0.0.1', printUrls: false } },
    });
    const started = ${command === 'dev' ? 'await (await rsbuild.createDevServer({ runCompile: false })).listen()' : 'await rsbuild.preview()'};
    await started.server.close();
    return started.urls.map((url) => url.replace(/:\\d+$/, ':<port>'));
  `;

  it('are built from the host by the dev server, not by the preview server', () => {
    const cwd = project('host-urls');
    expect(runRsbuildScript<string[]>(cwd, script('dev'))).toEqual(['http://127.0.0.1:<port>']);
    const previewUrls = runRsbuildScript<string[]>(cwd, script('preview'), 'production');
    expect(previewUrls[0]).toBe('http://localhost:<port>');
    expect(previewUrls).not.toContain('http://127.0.0.1:<port>');
  });

  it.each(LOCALES)('are documented per command (%s)', (locale) => {
    const body = prose('/config/server/host', locale);
    expect(body).not.toMatch(/With any other host, it prints a single URL|使用其他 host 时，只会打印/);
    expect(body).toMatch(/`rsbuild preview` does not pass the host on|`rsbuild preview` 生成地址列表时没有传入 host/);
  });
});

describe('server.headers', () => {
  const requestHeaders = (command: 'dev' | 'preview') => `
    const rsbuild = await core.createRsbuild({
      cwd,
      rsbuildConfig: { server: { headers: { 'X-Docs-Check': 'yes' }, printUrls: false } },
    });
    const started = ${command === 'dev' ? 'await (await rsbuild.createDevServer({ runCompile: false })).listen()' : 'await rsbuild.preview()'};
    const response = await fetch(started.urls[0] + '/index.html', { headers: { connection: 'close' } });
    await started.server.close();
    return {
      allowOrigin: response.headers.get('access-control-allow-origin'),
      custom: response.headers.get('x-docs-check'),
    };
  `;

  it('come with Access-Control-Allow-Origin: * from the dev server only', () => {
    const cwd = project('headers', { 'src/index.js': '', 'dist/index.html': '<!doctype html>' });
    expect(runRsbuildScript(cwd, requestHeaders('dev'))).toEqual({ allowOrigin: '*', custom: 'yes' });
    expect(runRsbuildScript(cwd, requestHeaders('preview'), 'production')).toEqual({ allowOrigin: null, custom: 'yes' });
  });

  it.each(LOCALES)('are documented with that difference (%s)', (locale) => {
    const body = prose('/config/server/headers', locale);
    expect(body).toContain('`Access-Control-Allow-Origin: *`');
    expect(body).toMatch(/The preview server only sends the headers you configure|预览服务器只会发送你配置的响应头/);
  });
});

describe('server.proxy: the options of each form', () => {
  it('get changeOrigin and logLevel defaults in the object forms only', () => {
    const cwd = project('proxy');
    const formatted = runRsbuildScript<Array<Record<string, unknown>>>(
      cwd,
      `
      const { formatProxyOptions } = dist('server/proxy');
      return [
        ...formatProxyOptions({ '/api': 'http://localhost:3000', '/auth': { target: 'http://localhost:4000', changeOrigin: false } }),
        ...formatProxyOptions([{ context: '/ws', target: 'ws://localhost:3001' }]),
        ...formatProxyOptions({ context: '/up', target: 'http://localhost:5000' }),
      ].map(({ onError, ...options }) => options);
      `,
    );
    expect(formatted).toEqual([
      { context: '/api', changeOrigin: true, logLevel: 'warn', target: 'http://localhost:3000' },
      { context: '/auth', changeOrigin: false, logLevel: 'warn', target: 'http://localhost:4000' },
      { context: '/ws', target: 'ws://localhost:3001' },
      { context: '/up', target: 'http://localhost:5000' },
    ]);
  });

  it.each(LOCALES)('are documented that way (%s)', (locale) => {
    const body = prose('/config/server/proxy', locale);
    expect(body).toMatch(/Rsbuild adds `changeOrigin: true` and `logLevel: 'warn'`|Rsbuild 会为选项添加 `changeOrigin: true` 和 `logLevel: 'warn'`/);
    const changeOrigin = section(page('/config/server/proxy', locale), '### changeOrigin');
    expect(changeOrigin).toMatch(/`true` in the object forms, `false` otherwise|对象写法中为 `true`，其他写法中为 `false`/);
    expect(body).toMatch(/options are used exactly as written|选项会完全按照你的写法使用/);
  });
});
