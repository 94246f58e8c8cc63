import { installedMdxPlugin, mdxOnCreatePageKeepsContext, NO_FRONTMATTER } from '../../../gatsby/mdx-page-context';

describe('mdxOnCreatePageKeepsContext', () => {
  it('leaves a page whose context has a frontmatter to itself, and runs the plugin for the others', () => {
    const seen: unknown[] = [];
    const plugin = {
      onCreatePage: (args: { page: { context?: { frontmatter?: unknown } } }, options?: unknown) => {
        seen.push([args.page, options]);
        return 'created again';
      },
    };
    mdxOnCreatePageKeepsContext(plugin);
    mdxOnCreatePageKeepsContext(plugin);
    expect(plugin.onCreatePage({ page: { context: { frontmatter: NO_FRONTMATTER } } })).toBeUndefined();
    expect(seen).toEqual([]);
    const page = { context: {} };
    expect(plugin.onCreatePage({ page }, { extensions: ['.mdx'] })).toBe('created again');
    // Wrapped once however often it is asked.
    expect(seen).toEqual([[page, { extensions: ['.mdx'] }]]);
  });

  it('finds the plugin Gatsby loads, with its onCreatePage', () => {
    expect(typeof installedMdxPlugin().onCreatePage).toBe('function');
  });
});
