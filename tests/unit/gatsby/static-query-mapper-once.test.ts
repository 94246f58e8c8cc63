import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { staticQueryMapperOncePerModule, withComparisonOnce } from '../../../gatsby/static-query-mapper-once';

const MAPPER_FILE = createRequire(path.resolve('package.json')).resolve(
  'gatsby/dist/utils/webpack/plugins/static-query-mapper.js',
);

/** Node's own loading from Gatsby's mapper, as the copy loads webpack (Jest's registry holds other instances). */
function loadBesideMapper(id: string): unknown {
  const loader = new Module(MAPPER_FILE) as Module & { paths: string[] };
  loader.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    path.dirname(MAPPER_FILE),
  );
  return loader.require(id);
}

const gatsbyMapper = loadBesideMapper(MAPPER_FILE) as { StaticQueryMapper: new (store: unknown) => Mapper };
const { NormalModule } = loadBesideMapper('webpack') as { NormalModule: { prototype: object } };

interface Mapper {
  store: unknown;
  apply(compiler: unknown): void;
}

const TEMPLATE = '/site/src/templates/DocPage.tsx';
const page = (name: string) => `${TEMPLATE}?__contentFilePath=/site/content/en/${name}.mdx`;
const ASYNC_REQUIRES = '/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js';

function webpackModule(resource: string) {
  return Object.assign(Object.create(NormalModule.prototype) as object, { resource });
}

/** Runs a mapper over a small graph: async-requires → pages a and b (its module path names an export), which use a static query. */
async function dispatchesOf(mapper: Mapper) {
  const asyncRequires = webpackModule(ASYNC_REQUIRES);
  const pageA = webpackModule(page('a'));
  const pageB = webpackModule(`${page('b')}&export=default`);
  const siteData = webpackModule('/site/src/hooks/useSiteData.ts');
  const plain = webpackModule('/site/node_modules/react/index.js');
  const importers = new Map<object, object[]>([
    [pageA, [asyncRequires]],
    [pageB, [asyncRequires]],
    [siteData, [pageA, pageB]],
  ]);
  const dispatched: unknown[] = [];
  const component = (name: string) => ({ componentPath: page(name), pages: new Set([`/${name}/`]), isSlice: false });
  const state = {
    components: new Map([page('a'), page('b')].map((p, i) => [p, component(['a', 'b'][i]!)])),
    staticQueryComponents: new Map([['sq', { componentPath: '/site/src/hooks/useSiteData.ts', hash: '42' }]]),
    componentsUsingSlices: new Map(),
    program: { directory: '/site' },
    slicesByTemplate: new Map(),
    staticQueriesByTemplate: new Map(),
  };
  mapper.store = { getState: () => state, dispatch: (action: unknown) => dispatched.push(action) };
  let finishMake: ((compilation: unknown) => Promise<void>) | undefined;
  mapper.apply({
    hooks: {
      done: { tap: () => undefined },
      finishMake: { tapPromise: (_: unknown, hook: typeof finishMake) => (finishMake = hook) },
    },
  });
  await finishMake!({
    compiler: {},
    entries: new Map(),
    modules: new Set([plain, asyncRequires, pageA, pageB, siteData]),
    moduleGraph: {
      getModule: () => undefined,
      getIncomingConnections: (module: object) =>
        (importers.get(module) ?? []).map((originModule) => ({ originModule })),
    },
  });
  return dispatched;
}

describe('withComparisonOnce', () => {
  it("finds the comparison in the installed Gatsby's mapper and changes nothing else", () => {
    const source = readFileSync(MAPPER_FILE, 'utf8');
    const changed = withComparisonOnce(source);
    expect(changed).not.toBeNull();
    expect(changed!.length).toBeGreaterThan(source.length);
    expect(changed!.split('doesModuleMatchResourcePath').length).toBe(
      source.split('doesModuleMatchResourcePath').length,
    );
  });

  it('keeps a source without the comparison as it is (null)', () => {
    expect(withComparisonOnce('function other() {}')).toBeNull();
  });
});

describe('staticQueryMapperOncePerModule', () => {
  it("replaces Gatsby's mapper with one that keeps its store, and leaves other plugins", () => {
    const store = { getState: () => ({}) };
    const other = { constructor: { name: 'MiniCssExtractPlugin' } };
    const [replaced, kept] = staticQueryMapperOncePerModule([new gatsbyMapper.StaticQueryMapper(store), other]);
    expect(replaced).not.toBeInstanceOf(gatsbyMapper.StaticQueryMapper);
    expect((replaced as Mapper).store).toBe(store);
    expect(kept).toBe(other);
    expect(staticQueryMapperOncePerModule([replaced])[0]).toBe(replaced);
  });

  it("maps static queries and page components as Gatsby's own mapper does", async () => {
    const [replaced] = staticQueryMapperOncePerModule([new gatsbyMapper.StaticQueryMapper(undefined)]);
    const ours = await dispatchesOf(replaced as Mapper);
    for (const name of ['a', 'b']) {
      expect(ours).toContainEqual({
        type: 'SET_STATIC_QUERIES_BY_TEMPLATE',
        payload: { componentPath: page(name), staticQueryHashes: ['42'] },
      });
    }
    expect(ours).toEqual(await dispatchesOf(new gatsbyMapper.StaticQueryMapper(undefined)));
  });
});
