import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mdxLoaderReadsFiles, withBodyFromDisk } from '../../../gatsby/develop-mdx-body';

describe('withBodyFromDisk', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mdx-body-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the body of the file as saved now, without its frontmatter', () => {
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: Page\n---\n\nOld text.\n');
    const node = { body: '\nOld text.\n', internal: { contentFilePath: file } };
    const getNode = withBodyFromDisk(() => node);
    expect(getNode('mdx-1')?.body).toBe('\nOld text.\n');
    writeFileSync(file, '---\ntitle: Page\n---\n\nNew text.\n');
    expect(getNode('mdx-1')?.body).toBe('\nNew text.\n');
  });

  it('still reads the file while Gatsby replaces its node', () => {
    const file = path.join(dir, 'page.mdx');
    writeFileSync(file, '---\ntitle: Page\n---\nFirst.\n');
    let current: { internal: { contentFilePath: string } } | undefined = { internal: { contentFilePath: file } };
    const getNode = withBodyFromDisk(() => current);
    getNode('mdx-1');
    current = undefined;
    writeFileSync(file, '---\ntitle: Page\n---\nSecond.\n');
    expect(getNode('mdx-1')?.body).toBe('Second.\n');
    expect(getNode('unknown')).toBeUndefined();
  });

  it('swaps getNode in the MDX loader step only', () => {
    const original = () => undefined;
    const rules: { test: RegExp; use: unknown }[] = [
      {
        test: /\.mdx?$/,
        use: () => [
          { loader: '/x/babel-loader.js' },
          { loader: '/x/gatsby-mdx-loader', options: { getNode: original } },
        ],
      },
    ];
    mdxLoaderReadsFiles(rules);
    const use = rules[0]!.use as (info: unknown) => { loader: string; options?: { getNode: unknown } }[];
    const [babel, mdx] = use({});
    expect(babel).toEqual({ loader: '/x/babel-loader.js' });
    expect(mdx!.options!.getNode).not.toBe(original);
    expect(use({})[1]!.options!.getNode).toBe(mdx!.options!.getNode);
  });
});
