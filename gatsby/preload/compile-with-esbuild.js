// @ts-check
/**
 * Loaded before Gatsby (`--require` in the `build` and `develop` scripts of package.json).
 *
 * At every start, Gatsby compiles gatsby-config.ts and gatsby-node.ts into `.cache/compiled` by
 * running Parcel in a process of its own: 3 to 5 s of a cold build or a first develop start on a
 * 2-core machine, most of it starting Parcel and walking the project. esbuild bundles the same
 * files in about 0.1 s, so Gatsby's compile step is replaced by one that does with esbuild what
 * Parcel did: the same entry files (the site's and its local plugins'), the same output files,
 * packages left as `require` calls, and `__dirname` / `__filename` those of the source file, not
 * of the output. A syntax or import error stops Gatsby with the file, line and column. The
 * scripts of the site's worker threads (`gatsby/workers/*.ts`) are compiled with them, into the
 * same folder.
 */
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

/** Gatsby's COMPILED_CACHE_DIR, where it looks for the compiled files. */
const OUTPUT_DIR = path.join('.cache', 'compiled');
const ENTRY_NAMES = new Set(['gatsby-config.ts', 'gatsby-node.ts']);
const WORKERS_DIR = path.join('gatsby', 'workers');
const GATSBY_COMPILE = /(^|[\\/])parcel[\\/]compile-gatsby-files(\.js)?$/;

/**
 * The site's worker thread scripts.
 * @param {string} siteRoot
 * @returns {string[]}
 */
function workerFiles(siteRoot) {
  const dir = path.join(siteRoot, WORKERS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.join(dir, name));
}

/**
 * The files Gatsby compiles: gatsby-config.ts and gatsby-node.ts at the site's root and in any
 * folder under `plugins/`; and the site's worker scripts.
 * @param {string} siteRoot
 * @returns {string[]}
 */
function entryFiles(siteRoot) {
  const atRoot = [
    ...[...ENTRY_NAMES].map((name) => path.join(siteRoot, name)).filter((file) => fs.existsSync(file)),
    ...workerFiles(siteRoot),
  ];
  const plugins = path.join(siteRoot, 'plugins');
  if (!fs.existsSync(plugins)) return atRoot;
  const inPlugins = fs
    .readdirSync(plugins, { recursive: true, encoding: 'utf8' })
    .filter((file) => ENTRY_NAMES.has(path.basename(file)) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(plugins, file));
  return [...atRoot, ...inPlugins];
}

/**
 * Gives every module of the site that reads `__dirname` or `__filename` (and does not declare it
 * itself) the values of its source file: bundled into `.cache/compiled`, it would otherwise read
 * those of the bundle. The declarations go on the first line, so that error positions stay those
 * of the source.
 * @type {import('esbuild').Plugin}
 */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = fs.readFileSync(args.path, 'utf8');
      const values = { __dirname: path.dirname(args.path), __filename: args.path };
      const header = Object.entries(values)
        .filter(([name]) => new RegExp(`\\b${name}\\b`).test(text))
        .filter(([name]) => !new RegExp(`\\b(?:const|let|var)\\s+${name}\\b`).test(text))
        .map(([name, value]) => `const ${name} = ${JSON.stringify(value)}; `)
        .join('');
      if (header === '') return undefined;
      const loader = /** @type {'ts' | 'tsx' | 'js' | 'jsx'} */ (path.extname(args.path).slice(1).replace(/^[cm]/, ''));
      return { contents: header + text, loader };
    });
  },
};

/**
 * Gatsby's reporter, from Gatsby's own dependencies.
 * @returns {{ panic: (error: { id: string, context: Record<string, unknown> }) => never }}
 */
function gatsbyReporter() {
  const load = Module.createRequire(require.resolve('gatsby/package.json', { paths: [process.cwd()] }));
  return load('gatsby-cli/lib/reporter');
}

/**
 * Bundles the entry files into Gatsby's output folder, emptied first as Gatsby does. Throws an
 * error naming the file, line and column of the first problem esbuild found.
 * @param {string} siteRoot
 */
async function bundleGatsbyFiles(siteRoot) {
  const outdir = path.join(siteRoot, OUTPUT_DIR);
  fs.rmSync(outdir, { recursive: true, force: true });
  fs.mkdirSync(outdir, { recursive: true });
  const entryPoints = entryFiles(siteRoot);
  if (entryPoints.length === 0) return;
  const esbuild = require('esbuild');
  try {
    await esbuild.build({
      entryPoints,
      absWorkingDir: siteRoot,
      outbase: siteRoot,
      outdir,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'cjs',
      target: 'node18',
      plugins: [sourceDirname],
      logLevel: 'silent',
    });
  } catch (error) {
    const first = /** @type {{ errors?: import('esbuild').Message[] }} */ (error).errors?.[0];
    if (!first) throw error;
    const where = first.location;
    const filePath = where ? `${path.resolve(siteRoot, where.file)}:${where.line}:${where.column + 1}` : undefined;
    throw Object.assign(new Error(filePath ? `${filePath}: ${first.text}` : first.text), {
      text: first.text,
      filePath,
    });
  } finally {
    // esbuild's service process would otherwise live as long as Gatsby's.
    await esbuild.stop();
  }
}

/**
 * Gatsby's compile step: stops Gatsby with its own error for a site file it cannot compile.
 * @param {string} siteRoot
 */
async function compileGatsbyFiles(siteRoot) {
  try {
    await bundleGatsbyFiles(siteRoot);
  } catch (error) {
    const { message, text, filePath } = /** @type {Error & { text?: string, filePath?: string }} */ (error);
    gatsbyReporter().panic({ id: '11901', context: { generalMessage: text ?? message, filePath, origin: 'esbuild' } });
  }
}

/** Parcel's packages, which Gatsby's compile module loads first thing. */
const PARCEL_PACKAGES = new Set(['@parcel/core', '@parcel/cache']);

/**
 * A package loaded only when one of its exports is read: Gatsby's compile module loads Parcel
 * (0.1 to 0.2 s, in every Gatsby process) for the compile that esbuild now does.
 * @param {() => Record<string | symbol, unknown>} loadPackage
 */
function loadedOnUse(loadPackage) {
  /** @type {Record<string | symbol, unknown> | undefined} */
  let loaded;
  return new Proxy({}, { get: (_, name) => (loaded ??= loadPackage())[name] });
}

// @ts-expect-error Module._load is Node's internal loader, not in its types.
const load = Module._load;
/** @type {Set<unknown>} */
const patched = new Set();
// @ts-expect-error see above
Module._load = function loadWithEsbuildCompile(request, parent, ...rest) {
  if (PARCEL_PACKAGES.has(request) && GATSBY_COMPILE.test(parent?.filename ?? '')) {
    return loadedOnUse(() => load.call(this, request, parent, ...rest));
  }
  const exported = load.call(this, request, parent, ...rest);
  if (GATSBY_COMPILE.test(request) && !patched.has(exported)) {
    patched.add(exported);
    exported.compileGatsbyFiles = compileGatsbyFiles;
  }
  return exported;
};

module.exports = { bundleGatsbyFiles };
