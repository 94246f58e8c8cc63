/**
 * The preload that remembers, in `.cache`, the webpack plugin and loader options schema-utils
 * found valid. Each run is a Node.js process of its own that loaded the preload, in a temporary
 * site folder, as the build scripts load it.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PRELOAD = path.resolve('gatsby/preload/options-validated-once.js');
// schema-utils 4, which loads Ajv at its first check only; and a copy of 3.3.
const SCHEMA_UTILS = path.resolve('node_modules/schema-utils');
const SCHEMA_UTILS_3 = path.resolve('node_modules/mini-css-extract-plugin/node_modules/schema-utils');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { optionsText } = require(PRELOAD) as { optionsText: (value: unknown) => string | undefined };

/** A plugin's schema, in a module so every process reads the same object from the same text. */
const SCHEMA = {
  type: 'object',
  properties: {
    filename: { type: 'string' },
    exclude: { anyOf: [{ type: 'string' }, { instanceof: 'RegExp' }] },
    overlay: { type: 'object', properties: { sockIntegration: { type: 'string' } } },
  },
  additionalProperties: false,
};

let site: string;

beforeEach(() => {
  site = mkdtempSync(path.join(tmpdir(), 'options-validated-'));
  writeFileSync(path.join(site, 'schema.json'), JSON.stringify(SCHEMA));
});

afterEach(() => rmSync(site, { recursive: true, force: true }));

/**
 * Checks `options` (a JavaScript expression) with schema-utils in a new process; says whether it
 * passed and whether Ajv was loaded for it.
 */
function check(
  options: string,
  before = '',
  copy = SCHEMA_UTILS,
): { passed: boolean; ajvLoaded: boolean; error?: string } {
  const script = `
    const utils = require(${JSON.stringify(copy)});
    const schema = require('./schema.json');
    ${before}
    let passed = true, error;
    try { utils.validate(schema, ${options}, { name: 'Test plugin' }); } catch (e) { passed = false; error = e.message.split('\\n')[0]; }
    const ajvLoaded = Object.keys(require.cache).some((file) => /[\\\\/]ajv[\\\\/]/.test(file));
    console.log(JSON.stringify({ passed, ajvLoaded, error }));
  `;
  const output = execFileSync(process.execPath, ['--require', PRELOAD, '-e', script], {
    cwd: site,
    env: { ...process.env, NODE_OPTIONS: '', SKIP_VALIDATION: '' },
    encoding: 'utf8',
  });
  return JSON.parse(output) as { passed: boolean; ajvLoaded: boolean; error?: string };
}

describe('optionsText', () => {
  test('writes out what a schema can see, regular expressions and functions by kind', () => {
    expect(optionsText({ a: [1, 'x', null, true], b: /node_modules/i, c: () => 1 })).toBe(
      '{"a":[1,"x",null,true],"b":regexp "node_modules" i,"c":function}',
    );
    // A string is never read as a regular expression or a function.
    expect(optionsText({ b: 'regexp "node_modules" i' })).not.toBe(optionsText({ b: /node_modules/i }));
    expect(optionsText({ c: 'function' })).not.toBe(optionsText({ c: () => 1 }));
  });

  test('gives nothing for values it cannot write out whole', () => {
    expect(optionsText({ a: undefined })).toBeUndefined();
    expect(optionsText({ a: [new Map()] })).toBeUndefined();
    expect(optionsText({ a: Number.NaN })).toBeUndefined();
    expect(optionsText({ a: Symbol('s') })).toBeUndefined();
  });
});

describe('the options-validated-once preload', () => {
  test('a second process passes the same valid options without loading Ajv', () => {
    mkdirSync(path.join(site, '.cache'));
    const options = "{ filename: '[name].css', exclude: /node_modules/, overlay: { sockIntegration: 'whm' } }";
    expect(check(options)).toEqual({ passed: true, ajvLoaded: true });
    expect(
      Object.keys(JSON.parse(readFileSync(path.join(site, '.cache', 'options-validated.json'), 'utf8'))),
    ).toHaveLength(1);
    expect(check(options)).toEqual({ passed: true, ajvLoaded: false });
    // Other options are checked.
    expect(check("{ filename: 'other.css' }")).toEqual({ passed: true, ajvLoaded: true });
  });

  test('a process keeps what another added to the store while it ran', () => {
    mkdirSync(path.join(site, '.cache'));
    const store = path.join(site, '.cache', 'options-validated.json');
    // The first check reads the store; another process then writes to it.
    const meanwhile = `utils.validate(schema, { filename: 'first.css' }); require('node:fs').writeFileSync(${JSON.stringify(store)}, '{"from another process":true}');`;
    expect(check("{ filename: 'second.css' }", meanwhile).passed).toBe(true);
    const stored = Object.keys(JSON.parse(readFileSync(store, 'utf8')) as object);
    expect(stored).toHaveLength(3);
    expect(stored).toContain('from another process');
  });

  test('invalid options fail every time, and are not remembered', () => {
    mkdirSync(path.join(site, '.cache'));
    for (let run = 0; run < 2; run += 1) {
      const result = check('{ filename: 3 }');
      expect(result.passed).toBe(false);
      expect(result.error).toContain('Test plugin');
    }
  });

  test('options passed while checks are off are not remembered as valid', () => {
    mkdirSync(path.join(site, '.cache'));
    expect(check('{ filename: 3 }', 'utils.disableValidation();').passed).toBe(true);
    expect(check('{ filename: 3 }').passed).toBe(false);
    // schema-utils 3.3 has the same switch.
    expect(check('{ filename: 3 }', 'utils.disableValidation();', SCHEMA_UTILS_3).passed).toBe(true);
    expect(check('{ filename: 3 }', '', SCHEMA_UTILS_3).passed).toBe(false);
  });

  test('without .cache, or with a broken store, every check runs', () => {
    expect(check("{ filename: 'a.css' }")).toEqual({ passed: true, ajvLoaded: true });
    expect(check("{ filename: 'a.css' }")).toEqual({ passed: true, ajvLoaded: true });
    mkdirSync(path.join(site, '.cache'));
    writeFileSync(path.join(site, '.cache', 'options-validated.json'), '{ not json');
    expect(check("{ filename: 'a.css' }")).toEqual({ passed: true, ajvLoaded: true });
    expect(check("{ filename: 'a.css' }")).toEqual({ passed: true, ajvLoaded: false });
  });
});
