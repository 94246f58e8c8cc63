// @ts-check
/**
 * Answers a preload keeps across runs in the site's `.cache` (`.cache/<name>.json`, an object of
 * answers by key): read at the first question, and written when the process exits with what it
 * added, merged with what another process of the same build stored meanwhile. Without `.cache`
 * nothing is written; a missing or broken file is an empty store. Never an error: an answer not
 * kept is worked out again.
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @template T
 * @param {string} name
 * @param {(value: unknown) => value is T} isAnswer what a stored value must be to be used
 */
function keptInCache(name, isAnswer) {
  const file = path.join(process.cwd(), '.cache', `${name}.json`);
  /** @type {Map<string, T> | undefined} */
  let known;
  /** @type {Map<string, T>} */
  const added = new Map();

  /** @returns {Record<string, unknown>} */
  function read() {
    try {
      const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
      return stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
    } catch {
      return {};
    }
  }

  function all() {
    if (!known) {
      known = new Map();
      for (const [key, value] of Object.entries(read())) if (isAnswer(value)) known.set(key, value);
    }
    return known;
  }

  process.on('exit', () => {
    if (added.size === 0 || !fs.existsSync(path.dirname(file))) return;
    try {
      const temporary = `${file}.${process.pid}`;
      fs.writeFileSync(temporary, JSON.stringify({ ...read(), ...Object.fromEntries(added) }));
      fs.renameSync(temporary, file);
    } catch {
      // Not kept: the next run works it out again.
    }
  });

  return {
    /** @param {string} key */
    get: (key) => all().get(key),
    /** @param {string} key @param {T} value */
    set(key, value) {
      all().set(key, value);
      added.set(key, value);
    },
  };
}

module.exports = { keptInCache };
