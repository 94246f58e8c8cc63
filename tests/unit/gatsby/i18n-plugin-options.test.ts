/**
 * The options the site gives gatsby-plugin-react-i18next, run through the plugin's own
 * onCreatePage as Gatsby runs it for the pages Gatsby makes itself.
 */
import { i18nPluginOptions } from '../../../gatsby/i18n-plugin-options';

interface CreatedPage {
  path: string;
  context: { i18n?: { languages: string[]; language: string } };
}

// The installed plugin's hook (plain JavaScript).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { onCreatePage } = require('gatsby-plugin-react-i18next/dist/plugin/onCreatePage') as {
  onCreatePage(
    args: { page: CreatedPage & { component: string }; actions: Record<string, (page: CreatedPage) => void> },
    options: ReturnType<typeof i18nPluginOptions>,
  ): Promise<void>;
};

async function pagesMadeFrom(path: string, develop = true): Promise<CreatedPage[]> {
  const created: CreatedPage[] = [];
  await onCreatePage(
    {
      page: { path, component: '/site/.cache/page.js', context: {} },
      actions: { createPage: (page) => created.push(page), deletePage: () => undefined },
    },
    i18nPluginOptions(develop),
  );
  return created;
}

describe('gatsby-plugin-react-i18next options', () => {
  it('give develop’s page for unknown paths one language, so no UI strings are expected of it', async () => {
    const pages = await pagesMadeFrom('/dev-404-page/');
    expect(pages.map((page) => [page.path, page.context.i18n?.languages])).toEqual([['/dev-404-page/', ['en']]]);
  });

  it('are the same for a build without the setting for a page only develop has', () => {
    const { pages, ...rest } = i18nPluginOptions(true);
    expect(pages).toHaveLength(1);
    expect(i18nPluginOptions(false)).toEqual(rest);
  });

  it('leave the other pages Gatsby makes in every language', async () => {
    const pages = await pagesMadeFrom('/some-plugin-page/');
    expect(pages.map((page) => [page.path, page.context.i18n?.languages])).toEqual([
      ['/some-plugin-page/', ['en', 'zh']],
      // The plugin writes the copy's path without its first slash; Gatsby adds it.
      ['zh/some-plugin-page/', ['en', 'zh']],
    ]);
  });
});
