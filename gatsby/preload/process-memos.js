// @ts-check
/**
 * Loaded before Gatsby (`--require` in the `build` and `develop` scripts of package.json): keeps,
 * for the process, answers Gatsby asks for again and again.
 *
 * gatsby-plugin-mdx gives every MDX page a component path of its own
 * (`DocPage.tsx?__contentFilePath=…`), and Gatsby keys its memos by that path, so for each of
 * ~350 pages it does again work that depends only on the page's template:
 * - createPage checks the letter case of the template file's path on disk, reading every folder
 *   on the way (true-case-path): about 0.1 s of each createPages. The answer is now kept per path
 *   for the process; a file renamed to another case while develop runs is seen at its next start.
 * - the query compiler validates each page's query, the same document for every page of a
 *   template, against the schema: about 0.2 s of each query extraction. graphql's `validate` now
 *   keeps its answer per schema, rule list and printed document, when called without options.
 * - gatsby-core-utils counts the machine's physical cores each time Gatsby asks (the build's
 *   workers, each minimizer, the query runners): a shell pipeline around `lscpu`, run
 *   synchronously, 35–80 ms each, four times in a build's process before webpack starts. The
 *   count is now kept for the process.
 * - Gatsby looks up each plugin's gatsby-browser and gatsby-ssr files (some 60 lookups at every
 *   start: which APIs they export, which files the browser and SSR API runners import) with a
 *   webpack resolver it builds anew, file system cache and all, for every lookup: about 0.13 s of
 *   every `gatsby build` and `gatsby develop` start. One resolver with the same settings now
 *   serves the process; its file system cache still forgets what it read after 5 s, as each
 *   new one did.
 * All are patched in the packages Gatsby resolves, before Gatsby reads them.
 */
const Module = require('node:module');

/** @typedef {(schema: object, document: object, rules?: readonly unknown[], options?: unknown, typeInfo?: unknown) => readonly unknown[]} Validate */

/**
 * @param {{ trueCasePathSync: (filePath: string, basePath?: string) => string }} trueCase
 */
function keepTrueCase(trueCase) {
  const find = trueCase.trueCasePathSync;
  /** @type {Map<string, string>} */
  const known = new Map();
  trueCase.trueCasePathSync = (filePath, basePath) => {
    const key = `${filePath}\0${basePath ?? ''}`;
    let found = known.get(key);
    if (found === undefined) {
      // A path that does not exist throws, and is asked again next time.
      found = find(filePath, basePath);
      known.set(key, found);
    }
    return found;
  };
}

/** The rule list of a call without one: graphql's specified rules. */
const DEFAULT_RULES = {};

/**
 * @param {{ validate: Validate }} validation graphql's validation module
 * @param {(document: object) => string} print graphql's printer
 */
function keepValidation(validation, print) {
  const validate = validation.validate;
  /** @type {WeakMap<object, WeakMap<object, Map<string, readonly unknown[]>>>} */
  const bySchema = new WeakMap();
  /** @type {Validate} */
  validation.validate = function validateOnce(schema, document, rules, options, typeInfo) {
    if (options !== undefined || typeInfo !== undefined || typeof schema !== 'object' || schema === null) {
      return validate(schema, document, rules, options, typeInfo);
    }
    let byRules = bySchema.get(schema);
    if (!byRules) bySchema.set(schema, (byRules = new WeakMap()));
    const ruleKey = rules ?? DEFAULT_RULES;
    let byText = byRules.get(ruleKey);
    if (!byText) byRules.set(ruleKey, (byText = new Map()));
    const text = print(document);
    let errors = byText.get(text);
    if (!errors) {
      errors = validate(schema, document, rules);
      byText.set(text, errors);
    }
    return [...errors];
  };
}

/** @param {{ getPhysicalCpuCount: () => number }} counter gatsby-core-utils' module of that name */
function keepCoreCount(counter) {
  const count = counter.getPhysicalCpuCount;
  /** @type {number | undefined} */
  let known;
  counter.getPhysicalCpuCount = () => (known ??= count());
}

/**
 * @param {{ resolveModule: (modulePath: string) => string }} moduleResolver gatsby's utils/module-resolver
 * @param {{ create: { sync(options: object): (context: object, path: string, request: string) => string | false }, CachedInputFileSystem: new (fs: object, duration: number) => object }} enhancedResolve
 */
function keepResolver(moduleResolver, enhancedResolve) {
  /** @type {((context: object, path: string, request: string) => string | false) | undefined} */
  let resolve;
  moduleResolver.resolveModule = (modulePath) => {
    // Gatsby's settings (gatsby/dist/utils/module-resolver.js); a missing file throws, as there.
    resolve ??= enhancedResolve.create.sync({
      fileSystem: new enhancedResolve.CachedInputFileSystem(require('node:fs'), 5000),
      extensions: ['.ts', '.tsx', '.js', '.jsx'],
    });
    return /** @type {string} */ (resolve({}, modulePath, modulePath));
  };
}

// Worker threads (the page files, parsing ahead) never run Gatsby: loading its graphql there cost
// about 0.1 s of a thread that shares a core with the compiles.
const { isMainThread } = require('node:worker_threads');
if (isMainThread)
  try {
    const load = Module.createRequire(require.resolve('gatsby/package.json', { paths: [process.cwd()] }));
    keepTrueCase(load('true-case-path'));
    keepValidation(load('graphql/validation/validate.js'), load('graphql/language/printer.js').print);
    keepCoreCount(load('gatsby-core-utils/physical-cpu-count'));
    keepResolver(load('gatsby/dist/utils/module-resolver.js'), load('enhanced-resolve'));
  } catch {
    // Outside a Gatsby site, nothing to patch.
  }
