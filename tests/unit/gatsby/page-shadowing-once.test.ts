import { createRequire } from 'node:module';
import path from 'node:path';
import { resolveOncePerTemplate, type SplitComponentPath } from '../../../gatsby/page-shadowing-once';

// Gatsby's own split, as the build loads it.
const gatsbyRequire = createRequire(createRequire(path.resolve('package.json')).resolve('gatsby/package.json'));
const { splitComponentPath } = gatsbyRequire('gatsby-core-utils') as { splitComponentPath: SplitComponentPath };

const site = { themeName: 'default-site-plugin', themeDir: '/site' };
const TEMPLATE = '/templates/DocPage.tsx';

/** A resolver like Gatsby's, whose lookups are counted; `shadows` maps a component to the file shadowing it. */
function resolver(shadows: Record<string, string> = {}) {
  const lookups: { component: string; originalRequestComponent: string }[] = [];
  const plugin = {
    projectRoot: '/site',
    themes: [site, { themeName: 'gatsby-plugin-mdx', themeDir: '/site/node_modules/gatsby-plugin-mdx' }],
    resolveComponentPath(lookup: { theme: typeof site; component: string; originalRequestComponent: string }) {
      lookups.push({ component: lookup.component, originalRequestComponent: lookup.originalRequestComponent });
      const [component = lookup.component, content] = splitComponentPath(lookup.component);
      const shadow = shadows[component];
      if (!shadow) return null;
      return content ? `${shadow}?__contentFilePath=${content}` : shadow;
    },
  };
  plugin.resolveComponentPath = resolveOncePerTemplate(plugin.resolveComponentPath, splitComponentPath);
  return { plugin, lookups };
}

const pageLookup = (content: string) => ({
  theme: site,
  component: `${TEMPLATE}?__contentFilePath=${content}`,
  originalRequestComponent: `/site/src${TEMPLATE}?__contentFilePath=${content}`,
});

describe('resolveOncePerTemplate', () => {
  it('looks a template up once for all its pages, without their content files', () => {
    const { plugin, lookups } = resolver();
    expect(plugin.resolveComponentPath(pageLookup('/c/en/a.mdx'))).toBeNull();
    expect(plugin.resolveComponentPath(pageLookup('/c/en/b.mdx'))).toBeNull();
    expect(lookups).toEqual([{ component: TEMPLATE, originalRequestComponent: `/site/src${TEMPLATE}` }]);
  });

  it("puts each page's content file back on the shadowing file found", () => {
    const { plugin, lookups } = resolver({ [TEMPLATE]: '/site/src/default-site-plugin/templates/DocPage.tsx' });
    expect(plugin.resolveComponentPath(pageLookup('/c/en/a.mdx'))).toBe(
      '/site/src/default-site-plugin/templates/DocPage.tsx?__contentFilePath=/c/en/a.mdx',
    );
    expect(plugin.resolveComponentPath(pageLookup('/c/zh/b.mdx'))).toBe(
      '/site/src/default-site-plugin/templates/DocPage.tsx?__contentFilePath=/c/zh/b.mdx',
    );
    expect(lookups).toHaveLength(1);
  });

  it('leaves lookups without a content file as they are, every time', () => {
    const { plugin, lookups } = resolver();
    const lookup = { theme: site, component: '/components/Nav.tsx', originalRequestComponent: './Nav' };
    plugin.resolveComponentPath(lookup);
    plugin.resolveComponentPath(lookup);
    expect(lookups).toHaveLength(2);
  });

  it('keeps the answers of different templates and themes apart', () => {
    const { plugin, lookups } = resolver({ '/templates/HomePage.tsx': '/site/src/shadow/HomePage.tsx' });
    expect(plugin.resolveComponentPath(pageLookup('/c/en/a.mdx'))).toBeNull();
    expect(
      plugin.resolveComponentPath({
        theme: site,
        component: '/templates/HomePage.tsx?__contentFilePath=/c/en/index.mdx',
        originalRequestComponent: '/site/src/templates/HomePage.tsx?__contentFilePath=/c/en/index.mdx',
      }),
    ).toBe('/site/src/shadow/HomePage.tsx?__contentFilePath=/c/en/index.mdx');
    plugin.themes = [site];
    plugin.resolveComponentPath(pageLookup('/c/en/a.mdx'));
    expect(lookups).toHaveLength(3);
  });
});
