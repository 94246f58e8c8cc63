import { homeNodes, overviewNodes, pageMarkdownTree, preambleNodes } from '../../../src/core/mdx-markdown';
import { LABELS, convert, stringify } from '../lib/markdown';

/** Text outside fenced code and inline code, where no MDX may remain. */
function prose(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
}

function expectNoMdx(markdown: string) {
  const text = prose(markdown);
  expect(text).not.toMatch(/^(?:import|export)\s/m);
  expect(text).not.toMatch(/(?<!\\)<[A-Za-z]/);
  expect(text).not.toMatch(/(?<!\\)[{}]/);
}

describe('MDX to Markdown: the MDX kit', () => {
  it('writes a Callout as a block quote led by its label, or its own title', () => {
    const md = convert(
      [
        '<Callout type="warning">',
        '',
        'Check **this** first.',
        '',
        '</Callout>',
        '',
        '<Callout>A one-line tip.</Callout>',
        '',
        '<Callout type="danger" title="Breaking change">',
        '',
        'Renamed.',
        '',
        '</Callout>',
      ].join('\n'),
    );
    expect(md).toBe(
      [
        '> **WARNING**',
        '>',
        '> Check **this** first.',
        '',
        '> **TIP**',
        '>',
        '> A one-line tip.',
        '',
        '> **Breaking change**',
        '>',
        '> Renamed.',
        '',
      ].join('\n'),
    );
  });

  it('uses the labels of the page locale', () => {
    const md = convert('<Callout type="info">\n\nText.\n\n</Callout>', { locale: 'zh' });
    expect(md.split('\n')[0]).toBe('> **INFO**');
  });

  it('writes each Tab as a section led by its label, keeping code blocks with their language and title', () => {
    const md = convert(
      [
        '<Tabs groupId="framework">',
        '  <Tab label="React">',
        '',
        '  ```tsx title="src/App.tsx" {2}',
        '  export const App = () => <div />;',
        '  ```',
        '',
        '  </Tab>',
        '  <Tab label="Vue">',
        '',
        '  Use the Vue plugin.',
        '',
        '  </Tab>',
        '</Tabs>',
      ].join('\n'),
    );
    expect(md).toBe(
      [
        '**React**',
        '',
        '```tsx title="src/App.tsx"',
        'export const App = () => <div />;',
        '```',
        '',
        '**Vue**',
        '',
        'Use the Vue plugin.',
        '',
      ].join('\n'),
    );
  });

  it('writes PackageManagerTabs as one code block per package manager', () => {
    expect(convert('<PackageManagerTabs command="add @rsbuild/plugin-react -D" />')).toBe(
      ['npm add', 'yarn add', 'pnpm add', 'bun add']
        .map((pm) => ['```bash', `${pm} @rsbuild/plugin-react -D`, '```'].join('\n'))
        .join('\n\n') + '\n',
    );
    expect(convert("<PackageManagerTabs command={{ npm: 'npx rsbuild build', pnpm: 'pnpm rsbuild build' }} />")).toBe(
      '```bash\nnpx rsbuild build\n```\n\n```bash\npnpm rsbuild build\n```\n',
    );
  });

  it('refuses PackageManagerTabs without a command it can read', () => {
    expect(() => convert('<PackageManagerTabs command={commands} />', { file: 'content/en/x.mdx' })).toThrow(
      'content/en/x.mdx:1: <PackageManagerTabs> needs a "command"',
    );
  });

  it('writes Details as its summary then its body', () => {
    expect(convert('<Details summary="Why a plugin?">\n\nBecause.\n\n</Details>')).toBe(
      '**Why a plugin?**\n\nBecause.\n',
    );
    expect(convert('<Details>\n\nHidden.\n\n</Details>')).toBe('**DETAILS**\n\nHidden.\n');
  });

  it('writes SourceCode as a "Source" link, and refuses one without an href', () => {
    expect(
      convert('<SourceCode href="https://github.com/web-infra-dev/rsbuild/tree/main/packages/plugin-react" />'),
    ).toBe('[Source](https://github.com/web-infra-dev/rsbuild/tree/main/packages/plugin-react)\n');
    expect(() => convert('<SourceCode />', { file: 'content/en/x.mdx' })).toThrow(
      'content/en/x.mdx:1: <SourceCode> needs an "href"',
    );
  });

  it('writes a Badge as its text, in a sentence, a heading or a table', () => {
    const md = convert(
      [
        '## output.minify <Badge text="0.5.0" />',
        '',
        'Since <Badge text="0.5.0" type="tip" />.',
        '',
        '| Option | Since |',
        '| --- | --- |',
        '| a | <Badge text="0.3.0" /> |',
      ].join('\n'),
    );
    expect(md).toBe(
      [
        '## output.minify 0.5.0',
        '',
        'Since 0.5.0.',
        '',
        '| Option | Since |',
        '| ------ | ----- |',
        '| a      | 0.3.0 |',
        '',
      ].join('\n'),
    );
  });

  it('numbers the level-3 headings of Steps, as the page does', () => {
    const md = convert(
      [
        '<Steps>',
        '',
        '### Install',
        '',
        'Run it.',
        '',
        '#### Detail',
        '',
        '### Configure',
        '',
        'Edit it.',
        '',
        '</Steps>',
        '',
        '### After',
      ].join('\n'),
    );
    expect(md).toBe(
      [
        '### 1. Install',
        '',
        'Run it.',
        '',
        '#### Detail',
        '',
        '### 2. Configure',
        '',
        'Edit it.',
        '',
        '### After',
        '',
      ].join('\n'),
    );
  });
});

describe('MDX to Markdown: imports, snippets and expressions', () => {
  const snippets = {
    'content/en/shared/onExit.mdx': "import Note from './note.mdx';\n\nThe process exits with code `1`.\n\n<Note />",
    'content/en/shared/note.mdx': 'See [the CLI](/guide/basic/cli#options).',
    'content/en/shared/loop.mdx': "import Loop from './loop.mdx';\n\n<Loop />",
  };

  it('removes imports and inlines shared snippets where they are used, their own imports included', () => {
    const md = convert(
      [
        "import OnExit from '../../shared/onExit.mdx';",
        "import { useState } from 'react';",
        '',
        'Before.',
        '',
        '<OnExit />',
        '',
        'After.',
      ].join('\n'),
      { snippets },
    );
    expect(md).toBe(
      [
        'Before.',
        '',
        'The process exits with code `1`.',
        '',
        'See [the CLI](https://rsbuild.dev/guide/basic/cli#options).',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });

  it('refuses a snippet that imports itself', () => {
    expect(() => convert("import Loop from '../../shared/loop.mdx';\n\n<Loop />", { snippets })).toThrow(
      'imports itself',
    );
  });

  it('drops comments, keeps string literals and refuses other expressions', () => {
    expect(convert("Text {/* a note for authors */} and {'literal'}.\n\n{/* block comment */}")).toBe(
      'Text  and literal.\n',
    );
    expect(() => convert('Built {new Date().getFullYear()}.', { file: 'content/en/a.mdx' })).toThrow(
      'content/en/a.mdx:1: the expression {new Date().getFullYear()} has no Markdown form',
    );
  });

  it('escapes braces and tags written as text, so no JSX or expression can be read back', () => {
    const md = convert('Use \\{ and \\} or &lt;Callout&gt; in text, and `{ "a": 1 }` in code.');
    expect(md).toBe('Use \\{ and \\} or \\<Callout> in text, and `{ "a": 1 }` in code.\n');
    expectNoMdx(md);
  });
});

describe('MDX to Markdown: links and HTML', () => {
  it('makes internal links absolute and localized, and leaves external ones and hashes alone', () => {
    const md = convert(
      '[Minify](/config/output/minify#example), [top](#usage), [Rspack](https://rspack.dev/) and ![logo](/rsbuild-logo.svg).',
      {
        locale: 'zh',
        file: 'content/zh/guide/a.mdx',
      },
    );
    expect(md).toBe(
      '[Minify](https://rsbuild.dev/zh/config/output/minify#example), [top](#usage), [Rspack](https://rspack.dev/) and ![logo](https://rsbuild.dev/rsbuild-logo.svg).\n',
    );
  });

  it('writes HTML elements as their Markdown equivalents', () => {
    const md = convert(
      '<a href="/guide/start/">Start</a>, <strong>bold</strong>, <code>x</code>, line<br />break, <img src="https://example.com/a.png" alt="A" />.',
    );
    expect(md).toBe(
      '[Start](https://rsbuild.dev/guide/start/), **bold**, `x`, line\\\nbreak, ![A](https://example.com/a.png).\n',
    );
  });
});

describe('MDX to Markdown: a whole page', () => {
  it('has no MDX left in a page that uses every component', () => {
    const md = convert(
      [
        "import OnExit from '../../shared/onExit.mdx';",
        '',
        '# Ignored h1 in body',
        '',
        '<Callout>',
        '',
        '<PackageManagerTabs command="add x" />',
        '',
        '</Callout>',
        '',
        '<Tabs>',
        '<Tab label="A">',
        '',
        'Alpha <Badge text="new" />',
        '',
        '</Tab>',
        '<Tab label="B">',
        '',
        '<Details summary="More">',
        '',
        '<Steps>',
        '',
        '### One',
        '',
        '</Steps>',
        '',
        '</Details>',
        '',
        '</Tab>',
        '</Tabs>',
        '',
        '<OnExit />',
      ].join('\n'),
      { snippets: { 'content/en/shared/onExit.mdx': 'Exit text \\{ok\\}.', 'content/en/shared/note.mdx': '' } },
    );
    expectNoMdx(md);
    expect(md).toContain('Alpha new');
    expect(md).toContain('### 1. One');
    expect(md).toContain('Exit text \\{ok\\}.');
  });

  it('puts the title, description, release date and configuration facts first', () => {
    const tree = pageMarkdownTree({
      preamble: preambleNodes(
        {
          title: 'output.minify',
          description: 'Whether to minify.',
          type: 'boolean | { js?: boolean }',
          default: 'true',
          version: '0.5.0',
          publishedAt: 'March 19, 2024',
        },
        LABELS,
      ),
      body: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Body.' }] }] },
    });
    expect(stringify(tree)).toBe(
      [
        '# output.minify',
        '',
        'Whether to minify.',
        '',
        'Published on March 19, 2024',
        '',
        '- **Type:** `boolean | { js?: boolean }`',
        '- **Default:** `true`',
        '- **Added in:** `0.5.0`',
        '',
        'Body.',
        '',
      ].join('\n'),
    );
    expect(
      stringify({ type: 'root', children: preambleNodes({ title: 'Quick Start', description: null }, LABELS) }),
    ).toBe('# Quick Start\n');
  });

  it('writes the home page hero, actions and features', () => {
    const nodes = homeNodes(
      {
        hero: {
          name: 'Rsbuild',
          text: 'The Rspack-based Build Tool',
          tagline: 'Fast',
          actions: [{ text: 'Quick Start', link: '/guide/start/quick-start' }],
        },
        features: [
          { title: 'Fast', details: 'Rust inside.', link: '/guide/start/' },
          { title: 'Pluggable', details: 'Hooks.', link: null },
        ],
      },
      { locale: 'zh', langs: ['en', 'zh'], defaultLang: 'en', siteUrl: 'https://rsbuild.dev', labels: LABELS },
    );
    expect(stringify({ type: 'root', children: nodes })).toBe(
      [
        'The Rspack-based Build Tool',
        '',
        'Fast',
        '',
        '- [Quick Start](https://rsbuild.dev/zh/guide/start/quick-start)',
        '',
        '## Features',
        '',
        '- [**Fast**](https://rsbuild.dev/zh/guide/start/): Rust inside.',
        '- **Pluggable**: Hooks.',
        '',
      ].join('\n'),
    );
  });

  it('writes an overview as the groups of the section, each page with its headings', () => {
    const nodes = overviewNodes(
      [
        {
          text: 'Output',
          items: [
            { text: 'output.minify', link: '/zh/config/output/minify', headings: [{ text: '示例', id: '示例' }] },
          ],
        },
        { text: null, items: [{ text: 'plugins', link: '/zh/config/plugins', headings: [] }] },
      ],
      'https://rsbuild.dev',
      LABELS,
    );
    expect(stringify({ type: 'root', children: nodes })).toBe(
      [
        '## Output',
        '',
        '- [output.minify](https://rsbuild.dev/zh/config/output/minify)',
        '  - [示例](https://rsbuild.dev/zh/config/output/minify#%E7%A4%BA%E4%BE%8B)',
        '',
        '## Others',
        '',
        '- [plugins](https://rsbuild.dev/zh/config/plugins)',
        '',
      ].join('\n'),
    );
  });
});
