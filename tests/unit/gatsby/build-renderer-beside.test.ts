import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  closeLater,
  rendererStats,
  startRendererProcess,
  webpackCachesStored,
  withStylesheets,
} from '../../../gatsby/build-renderer-beside';

const load = createRequire(path.resolve('package.json'));
const { getSSRChunkHashes } = load('gatsby/dist/utils/webpack/get-ssr-chunk-hashes') as {
  getSSRChunkHashes(input: { stats: unknown; components: Map<string, unknown> }): {
    renderPageHash: string;
    templateHashes: Record<string, string>;
  };
};

const components = [
  { componentPath: '/site/src/templates/DocPage.tsx?__contentFilePath=/a.mdx', componentChunkName: 'component---a' },
  { componentPath: '/site/src/pages/404.tsx', componentChunkName: 'component---404' },
];
const hashes = {
  hash: 'compilation',
  renderPageHash: 'r1--r2',
  templateHashes: { [components[0]!.componentPath]: 't1--t2', [components[1]!.componentPath]: 't3' },
};

/** What Gatsby's build computes from the stats it is given. */
const gatsbyReads = (stylesheets: string[]) =>
  getSSRChunkHashes({
    stats: rendererStats(hashes, components, stylesheets),
    components: new Map(components.map((component) => [component.componentPath, component])),
  });

describe('rendererStats', () => {
  it("gives Gatsby the renderer's own hashes when the browser bundle has no stylesheet", () => {
    expect(gatsbyReads([])).toEqual({ renderPageHash: 'r1--r2', templateHashes: hashes.templateHashes });
    expect(rendererStats(hashes, components, []).hash).toBe('compilation');
  });

  it('changes the render-page hash, which renders every page again, exactly when the stylesheets change', () => {
    const before = gatsbyReads(['styles.aaa.css']);
    expect(before.renderPageHash).not.toBe('r1--r2');
    expect(gatsbyReads(['styles.aaa.css'])).toEqual(before);
    expect(gatsbyReads(['styles.bbb.css']).renderPageHash).not.toBe(before.renderPageHash);
    expect(gatsbyReads(['styles.bbb.css']).templateHashes).toEqual(hashes.templateHashes);
    expect(withStylesheets('compilation', ['styles.bbb.css'])).not.toBe(
      withStylesheets('compilation', ['styles.aaa.css']),
    );
  });
});

describe('startRendererProcess', () => {
  /** A stand-in for the renderer's process: `prepared` is the first message, the body runs on the second. */
  function script(body: string): string {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'renderer-')), 'child.js');
    writeFileSync(
      file,
      `let prepared;
      process.on('message', (input) => {
        if (input.type === 'prepare') { prepared = input; return; }
        ${body}
      });`,
    );
    return file;
  }
  const prepare = { siteDirectory: '/site', program: { directory: '/site' } };
  const input = { cliProgram: { directory: '/site' }, storeProgram: { extensions: ['.mdx'] }, components };

  it('prepares the process, then resolves with the hashes it reports and with its closing', async () => {
    const child = script(`
      process.send({ hash: prepared.siteDirectory + input.storeProgram.extensions[0], renderPageHash: 'r', templateHashes: {} });
      setTimeout(() => { process.send({ closed: true }); process.disconnect(); }, 50);`);
    const outcome = await startRendererProcess(prepare, child).build(input);
    expect(outcome.hashes).toEqual({ hash: '/site.mdx', renderPageHash: 'r', templateHashes: {} });
    await expect(outcome.closed).resolves.toBeUndefined();
  });

  it("passes the compile's errors on", async () => {
    const child = script(`process.send({ errors: [{ message: 'Module not found' }] }); process.disconnect();`);
    const outcome = await startRendererProcess(prepare, child).build(input);
    expect(outcome.errors).toEqual([{ message: 'Module not found' }]);
  });

  it('reports a process that ends before writing the renderer, with what it printed', async () => {
    const child = script(`console.error('out of memory'); process.exit(3);`);
    const outcome = await startRendererProcess(prepare, child).build(input);
    expect(outcome.errors).toEqual([{ message: expect.stringMatching(/code 3\)[^]*out of memory/) }]);
    await expect(outcome.closed).rejects.toThrow(/out of memory/);
  });
});

describe('closeLater', () => {
  const deferred = () => {
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    return { promise, ...settle };
  };

  it('lets Gatsby go on at once, and webpackCachesStored wait for every closing', async () => {
    const first = deferred();
    const second = deferred();
    await closeLater(() => first.promise)();
    await closeLater(() => second.promise)();
    let stored = false;
    const waiting = webpackCachesStored().then(() => (stored = true));
    first.resolve();
    await first.promise;
    expect(stored).toBe(false);
    second.resolve();
    await waiting;
    expect(stored).toBe(true);
  });

  it('reports a failed closing when the caches are awaited, not before', async () => {
    const closing = deferred();
    await closeLater(() => closing.promise)();
    closing.reject(new Error('disk full'));
    await expect(webpackCachesStored()).rejects.toThrow('disk full');
    await expect(webpackCachesStored()).resolves.toBeUndefined();
  });
});
