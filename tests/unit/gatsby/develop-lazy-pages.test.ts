import path from 'node:path';
import { compilePagesOnFirstVisit, shellRendererWithoutPages } from '../../../gatsby/develop-lazy-pages';

describe('develop webpack config', () => {
  it('makes every static-query file an entry and compiles only templates lazily', () => {
    const config = { entry: { commons: ['/site/.cache/app'] }, resolve: {} };
    compilePagesOnFirstVisit(config, ['src/hooks/b.ts', 'src/hooks/a.ts', 'src/hooks/a.ts']);
    expect(config.entry.commons).toEqual([
      '/site/.cache/app',
      path.resolve('src/hooks/a.ts'),
      path.resolve('src/hooks/b.ts'),
    ]);
    const lazy = (config as { experiments?: { lazyCompilation?: { test(module: unknown): boolean } } }).experiments!
      .lazyCompilation!;
    const moduleAt = (file: string) => ({ nameForCondition: () => file });
    expect(lazy.test(moduleAt(path.resolve('src/templates/DocPage.tsx')))).toBe(true);
    expect(lazy.test(moduleAt(path.resolve('src/search/SearchPanel.tsx')))).toBe(false);
  });

  it('compiles the pages it is given with the first bundle, the other pages lazily', () => {
    const doc = path.resolve('src/templates/DocPage.tsx');
    const kept = `${doc}?__contentFilePath=/site/content/en/a.mdx&export=default`;
    const other = `${doc}?__contentFilePath=/site/content/en/b.mdx&export=default`;
    const config = { entry: {}, resolve: {} };
    compilePagesOnFirstVisit(config, [], new Set([kept]));
    const lazy = (config as { experiments?: { lazyCompilation?: { test(module: unknown): boolean } } }).experiments!
      .lazyCompilation!;
    const pageModule = (resource: string) => ({ nameForCondition: () => doc, resource });
    expect(lazy.test(pageModule(kept))).toBe(false);
    expect(lazy.test(pageModule(other))).toBe(true);
  });

  it('gives the shell renderer an empty module for the page components, matched first', () => {
    const config = { entry: {}, resolve: { alias: { $virtual: '/site/.cache/virtual' } } };
    shellRendererWithoutPages(config);
    expect(Object.entries(config.resolve.alias)).toEqual([
      ['$virtual/async-requires$', false],
      ['$virtual', '/site/.cache/virtual'],
    ]);
  });
});
