/**
 * The migration guides and the FAQ hold what a reader looks for there:
 * - a migration guide says which Rsbuild packages to install, names only packages that exist
 *   in the pinned 0.5 fixture, and ends with a real `rsbuild.config.ts` using the right plugin;
 * - the FAQ pages answer the questions readers search for, as headings, in both languages.
 * A missing page is a failure, never a skip.
 */
import { existsSync } from 'node:fs';
import { loadPages, type ContentPage } from './lib/pages';
import { fixturePath } from './lib/rsbuild';

const LOCALES = ['en', 'zh'] as const;
type Locale = (typeof LOCALES)[number];

const CONFIG_TITLE = /title=["']?rsbuild\.config\.(m?ts|m?js)["']?/;
const RSBUILD_PACKAGE = /@rsbuild\/[a-z0-9][a-z0-9-]*/g;

function page(route: string, locale: Locale): ContentPage {
  const found = loadPages().find((p) => p.route === route && p.locale === locale);
  if (!found) throw new Error(`${route} has no ${locale} page (content/${locale}${route}.mdx)`);
  return found;
}

/** `##` and `###` headings outside code blocks, with their level. */
function headings(p: ContentPage): { level: number; text: string }[] {
  const result: { level: number; text: string }[] = [];
  let fence: string | null = null;
  for (const line of p.body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^(#{2,3})\s+(.+?)\s*$/.exec(line);
    if (match) result.push({ level: match[1]!.length, text: match[2]! });
  }
  return result;
}

/** Packages the page tells the reader to install: `<PackageManagerTabs command="add …">` and `npm install|i|add` lines. */
function installedPackages(p: ContentPage): Set<string> {
  const commands = [...p.body.matchAll(/<PackageManagerTabs\s+command=["']([^"']+)["']/g)].map((m) => m[1]!);
  for (const fence of p.fences) {
    if (fence.lang !== 'bash' && fence.lang !== 'sh') continue;
    commands.push(...fence.code.split('\n').filter((line) => /\b(npm|pnpm|yarn|bun)\s+(install|i|add)\b/.test(line)));
  }
  const names = new Set<string>();
  for (const command of commands) {
    for (const token of command.split(/\s+/)) {
      const name = /^(@rsbuild\/[a-z0-9-]+)(@[^\s]+)?$/.exec(token)?.[1];
      if (name) names.add(name);
    }
  }
  return names;
}

function configBlocks(p: ContentPage) {
  return p.fences.filter((fence) => CONFIG_TITLE.test(fence.meta));
}

function importedRsbuildPackages(code: string): string[] {
  return [...code.matchAll(/from\s+['"](@rsbuild\/[a-z0-9-]+)['"]/g)].map((m) => m[1]!);
}

const MIGRATIONS = ['/guide/migration/webpack', '/guide/migration/cra', '/guide/migration/vue-cli', '/guide/migration/modern-builder'];

describe('migration guides', () => {
  for (const route of MIGRATIONS) {
    for (const locale of LOCALES) {
      describe(`${route} (${locale})`, () => {
        it('tells the reader to install @rsbuild/core and every Rsbuild package its config imports', () => {
          const p = page(route, locale);
          const installed = installedPackages(p);
          expect([...installed]).toContain('@rsbuild/core');
          const imported = configBlocks(p).flatMap((fence) => importedRsbuildPackages(fence.code));
          const notInstalled = [...new Set(imported)].filter((name) => !installed.has(name));
          expect(notInstalled).toEqual([]);
        });

        it('names only @rsbuild/* packages that exist in the 0.5 fixture', () => {
          const p = page(route, locale);
          const named = new Set(p.body.match(RSBUILD_PACKAGE) ?? []);
          expect(named.size).toBeGreaterThan(0);
          const missing = [...named].filter((name) => !existsSync(fixturePath('node_modules', name, 'package.json')));
          expect(missing).toEqual([]);
        });

        it('has at least one rsbuild.config.ts block', () => {
          expect(configBlocks(page(route, locale)).length).toBeGreaterThan(0);
        });
      });
    }
  }

  for (const locale of LOCALES) {
    it(`cra (${locale}) configures pluginReact from @rsbuild/plugin-react`, () => {
      const blocks = configBlocks(page('/guide/migration/cra', locale));
      const importsReact = blocks.some((fence) =>
        /import\s*\{[^}]*\bpluginReact\b[^}]*\}\s*from\s*['"]@rsbuild\/plugin-react['"]/.test(fence.code) &&
        /pluginReact\(/.test(fence.code),
      );
      expect(importsReact).toBe(true);
    });

    it(`vue-cli (${locale}) configures the Vue plugin`, () => {
      const blocks = configBlocks(page('/guide/migration/vue-cli', locale));
      const importsVue = blocks.some(
        (fence) =>
          (/import\s*\{[^}]*\bpluginVue\b[^}]*\}\s*from\s*['"]@rsbuild\/plugin-vue['"]/.test(fence.code) && /pluginVue\(/.test(fence.code)) ||
          (/import\s*\{[^}]*\bpluginVue2\b[^}]*\}\s*from\s*['"]@rsbuild\/plugin-vue2['"]/.test(fence.code) && /pluginVue2\(/.test(fence.code)),
      );
      expect(importsVue).toBe(true);
    });
  }
});

const FAQ = ['/guide/faq/general', '/guide/faq/features', '/guide/faq/exceptions', '/guide/faq/hmr'];
const QUESTION = /[?？]$/;

/** Topics a page must answer: one heading per topic matches every pattern of its locale. */
const REQUIRED_TOPICS: Record<string, { topic: string; en: RegExp[]; zh: RegExp[] }[]> = {
  '/guide/faq/exceptions': [
    { topic: 'a missing PostCSS plugin', en: [/PostCSS/i, /plugin/i], zh: [/PostCSS/i, /插件/] },
    { topic: '"You may need an additional loader"', en: [/(additional|appropriate) loader/i], zh: [/(additional|appropriate) loader/i] },
    { topic: 'out-of-memory builds', en: [/(out of memory|heap)/i], zh: [/(内存|heap)/i] },
    { topic: 'unresolved core-js modules', en: [/core-js/, /(resolve|not found)/i], zh: [/core-js/, /(解析|找不到|resolve)/i] },
  ],
  '/guide/faq/hmr': [
    { topic: 'HMR not working', en: [/HMR/, /(not work|does ?n[o']t work)/i], zh: [/(HMR|热更新)/, /(不生效|失效|不工作)/] },
  ],
};

describe('FAQ pages', () => {
  for (const route of FAQ) {
    for (const locale of LOCALES) {
      it(`${route} (${locale}) asks at least 4 questions as headings`, () => {
        const questions = headings(page(route, locale)).filter((h) => QUESTION.test(h.text));
        expect(questions.length).toBeGreaterThanOrEqual(4);
      });

      for (const required of REQUIRED_TOPICS[route] ?? []) {
        it(`${route} (${locale}) has a heading about ${required.topic}`, () => {
          const texts = headings(page(route, locale)).map((h) => h.text);
          const match = texts.find((text) => required[locale].every((pattern) => pattern.test(text)));
          if (match === undefined) {
            throw new Error(`no heading matches ${required[locale].join(' and ')}; the headings are:\n${texts.join('\n')}`);
          }
        });
      }
    }
  }
});

describe('English and Chinese pages line up', () => {
  const routes = [
    ...['alias', 'env-vars', 'hmr', 'browserslist', 'browser-compatibility', 'rem'].map((name) => `/guide/advanced/${name}`),
    ...['optimize-bundle', 'build-performance', 'split-chunk', 'inline-assets'].map((name) => `/guide/optimization/${name}`),
    ...MIGRATIONS,
    ...['debug-mode', 'build-profiling', 'rsdoctor'].map((name) => `/guide/debug/${name}`),
    ...FAQ,
  ];
  for (const route of routes) {
    it(`${route} has the same headings, level by level, in en and zh`, () => {
      const en = headings(page(route, 'en')).map((h) => h.level);
      const zh = headings(page(route, 'zh')).map((h) => h.level);
      expect(zh).toEqual(en);
    });
  }
});
