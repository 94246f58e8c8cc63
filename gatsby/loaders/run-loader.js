// @ts-check
/**
 * Runs a webpack loader from inside another one (gatsby/loaders/once-per-input.js,
 * gatsby/loaders/swc-or-babel.js): with the options given for it, in a context that records the
 * files it says it depends on, so they can be declared again for other modules.
 */

const DEPENDENCY_KINDS = ['addDependency', 'addContextDependency', 'addMissingDependency', 'addBuildDependency'];

/**
 * @typedef {{ result: unknown[], calls: [string, unknown[]][] }} Outcome
 * @typedef {(this: object, source: string | Buffer, map?: unknown, meta?: unknown) => unknown} Loader
 */

/**
 * The loader exported by a file.
 * @param {string} loaderPath
 * @returns {Loader}
 */
function loadLoader(loaderPath) {
  const required = require(loaderPath);
  return required.default ?? required;
}

/**
 * Runs `loader` with the options given for it, in a context that records its dependencies.
 * @param {Loader} loader
 * @param {any} context the webpack loader context of the first module
 * @param {unknown} options
 * @param {unknown[]} input source, source map, meta
 * @returns {Promise<Outcome>}
 */
function runLoader(loader, context, options, input) {
  return new Promise((resolve, reject) => {
    /** @type {[string, unknown[]][]} */
    const calls = [];
    let settled = false;
    /** @param {Error | null | undefined} error @param {unknown[]} result */
    const done = (error, ...result) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve({ result, calls });
    };
    let isAsync = false;
    const inner = Object.create(context, {
      query: { value: options },
      getOptions: { value: () => options },
      async: { value: () => ((isAsync = true), done) },
      callback: { value: done },
      ...Object.fromEntries(
        DEPENDENCY_KINDS.map((kind) => [
          kind,
          {
            /** @param {unknown[]} args */
            value: (...args) => {
              calls.push([kind, args]);
              context[kind](...args);
            },
          },
        ]),
      ),
    });
    let returned;
    try {
      returned = loader.apply(inner, input);
    } catch (error) {
      done(/** @type {Error} */ (error));
      return;
    }
    if (isAsync) return;
    Promise.resolve(returned).then(
      (value) => done(null, value),
      (error) => done(error),
    );
  });
}

module.exports = { loadLoader, runLoader };
