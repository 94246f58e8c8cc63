import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stitchSliceForAPage, stitchSlicesByBytes } from '../../../gatsby/stitch-slices-by-bytes';

type Stitch = (page: { pagePath: string; publicDir: string }) => Promise<void>;

// Gatsby's own stitching, loaded as the build loads it, to compare with.
const fromGatsby = createRequire(createRequire(path.resolve('package.json')).resolve('gatsby/package.json'));
const stitching = fromGatsby('gatsby/dist/utils/slices/stitching') as { stitchSliceForAPage: Stitch };
const gatsbyStitch = stitching.stitchSliceForAPage;

const SCRIPTS = '<script>window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";</script>';

/** Page path → HTML, and slice id → HTML. */
const PAGES: Record<string, string> = {
  '/': `<html><body><p>Start</p><!-- slice-start id="_gatsby-scripts-1" --><script>old</script><!-- slice-end id="_gatsby-scripts-1" --></body></html>`,
  '/zh/guide/': `<p>构建产物 — “目录”</p><!-- slice-start id="_gatsby-scripts-1" --><!-- slice-end id="_gatsby-scripts-1" --><p>尾部</p>`,
  '/elements/': `<p>a</p><slice-start id="header-页眉" class="x"></slice-start><p>old</p><slice-end id="header-页眉"></slice-end><p>b</p>`,
  '/nested/': `<!-- slice-start id="outer" -->x<!-- slice-start id="inner" -->y<!-- slice-end id="inner" -->z<!-- slice-end id="outer" -->!`,
  '/spaces/': `<slice-start\u00a0id="header-页眉"></slice-start>old<slice-end\u3000id="header-页眉"></slice-end>`,
  '/look-alikes/': `<slice-starting> <!-- slice-start id=bare --> <slice-end></slice-end>ok<!-- slice-start id="outer" --><!-- slice-end id="outer" -->`,
  '/plain/': `<p>No slice here, only text: 页面。</p>`,
  // A marker longer than the bytes first read after its opening.
  '/long-marker/': `<p>前</p><slice-start data-note="${'长'.repeat(400)}" id="header-页眉"></slice-start>old<slice-end id="header-页眉"></slice-end>`,
  '/file.html': `<!-- slice-start id="inner" --><!-- slice-end id="inner" -->`,
  '/errors/end-first/': `<!-- slice-end id="a" -->`,
  '/errors/no-end/': `<!-- slice-start id="a" -->`,
  '/errors/tags/': `<slice-start id="a"></slice-end>`,
};
const SLICES: Record<string, string> = {
  '_gatsby-scripts-1': SCRIPTS,
  'header-页眉': `<header>页眉 <!-- slice-start id="inner" --><!-- slice-end id="inner" --></header>`,
  outer: `<div>outer <slice-start id="inner"></slice-start><slice-end id="inner"></slice-end></div>`,
  inner: `<span>内层</span>`,
};

function htmlFile(publicDir: string, pagePath: string) {
  return path.join(publicDir, pagePath.endsWith('.html') ? pagePath : path.join(pagePath, 'index.html'));
}

function writeSite(): string {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'stitch-'));
  for (const [pagePath, html] of Object.entries(PAGES)) {
    mkdirSync(path.dirname(htmlFile(publicDir, pagePath)), { recursive: true });
    writeFileSync(htmlFile(publicDir, pagePath), html);
  }
  mkdirSync(path.join(publicDir, '_gatsby', 'slices'), { recursive: true });
  for (const [id, html] of Object.entries(SLICES))
    writeFileSync(path.join(publicDir, '_gatsby', 'slices', `${id}.html`), html);
  return publicDir;
}

/** What a stitch made of each page: its bytes, or its error's message. */
async function outcomes(stitch: Stitch, publicDir: string) {
  const result: Record<string, string> = {};
  for (const pagePath of Object.keys(PAGES)) {
    try {
      await stitch({ pagePath, publicDir });
      result[pagePath] = readFileSync(htmlFile(publicDir, pagePath), 'utf8');
    } catch (error) {
      result[pagePath] = `error: ${(error as Error).message}`;
    }
  }
  return result;
}

let site: string;
beforeEach(() => {
  site = writeSite();
});
afterEach(() => rmSync(site, { recursive: true, force: true }));

describe('stitchSliceForAPage', () => {
  it("writes the same bytes and throws the same errors as Gatsby's stitching", async () => {
    const copy = `${site}-gatsby`;
    cpSync(site, copy, { recursive: true });
    try {
      const ours = await outcomes(stitchSliceForAPage, site);
      const gatsby = await outcomes(gatsbyStitch, copy);
      expect(ours).toEqual(gatsby);
      expect(ours['/']).toContain(SCRIPTS);
      expect(ours['/zh/guide/']).toBe(
        `<p>构建产物 — “目录”</p><!-- slice-start id="_gatsby-scripts-1" -->${SCRIPTS}<!-- slice-end id="_gatsby-scripts-1" --><p>尾部</p>`,
      );
      expect(ours['/spaces/']).toContain('<span>内层</span>');
      expect(ours['/long-marker/']).toBe(
        `<p>前</p><!-- slice-start id="header-页眉" -->${SLICES['header-页眉']?.replace('<!-- slice-end', '<span>内层</span><!-- slice-end')}<!-- slice-end id="header-页眉" -->`,
      );
      expect(ours['/errors/no-end/']).toMatch(/^error: Invariant/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('leaves a page without slices unwritten', async () => {
    const file = htmlFile(site, '/plain/');
    const before = statSync(file).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await stitchSliceForAPage({ pagePath: '/plain/', publicDir: site });
    expect(statSync(file).mtimeMs).toBe(before);
    expect(readFileSync(file, 'utf8')).toBe(PAGES['/plain/']);
  });
});

describe('stitchSlicesByBytes', () => {
  afterAll(() => {
    stitching.stitchSliceForAPage = gatsbyStitch;
  });

  it("replaces the function Gatsby's build calls through its module", () => {
    stitchSlicesByBytes();
    expect(stitching.stitchSliceForAPage).toBe(stitchSliceForAPage);
  });
});
