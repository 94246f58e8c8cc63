import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserEnvOnly, dotenvNames, envFileNames, rendererWithBrowserEnv } from '../../../gatsby/renderer-env';

/** Gatsby's definitions for a renderer, as its webpack config writes them for `env`. */
function rendererDefinitions(env: Record<string, string>, fromFile: Record<string, string> = {}) {
  const definitions: Record<string, string> = { 'process.env': '({})', __PATH_PREFIX__: '""' };
  for (const [name, value] of Object.entries({ ...fromFile, ...env })) {
    definitions[`process.env.${name}`] = JSON.stringify(value);
  }
  definitions['process.env.NODE_ENV'] = '"production"';
  definitions['process.env.BUILD_STAGE'] = '"build-html"';
  return definitions;
}

describe('browserEnvOnly', () => {
  const shell = { HOME: '/home/author', OLDPWD: '/tmp', GATSBY_API: 'https://api.example', NODE_ENV: 'production' };

  it("drops the shell's variables and keeps Gatsby's own names, GATSBY_ ones and its other definitions", () => {
    const kept = browserEnvOnly(rendererDefinitions(shell), shell, new Set());
    expect(Object.keys(kept).sort()).toEqual([
      '__PATH_PREFIX__',
      'process.env',
      'process.env.BUILD_STAGE',
      'process.env.GATSBY_API',
      'process.env.NODE_ENV',
    ]);
    expect(kept['process.env.GATSBY_API']).toBe('"https://api.example"');
  });

  it('gives the same names whatever else the shell holds', () => {
    const other = { ...shell, npm_config_loglevel: 'silent', _: '/usr/bin/npm' };
    const names = (env: Record<string, string>) =>
      Object.keys(browserEnvOnly(rendererDefinitions(env), env, new Set()));
    expect(names(other)).toEqual(names(shell));
  });

  it("keeps the env file's names, also when the shell sets them too", () => {
    const env = { ...shell, SITE_URL: 'https://docs.example' };
    const kept = browserEnvOnly(
      rendererDefinitions(env, { SITE_URL: 'https://file.example', API_KEY: 'k' }),
      env,
      new Set(['SITE_URL', 'API_KEY']),
    );
    expect(kept['process.env.SITE_URL']).toBe('"https://docs.example"');
    expect(kept['process.env.API_KEY']).toBe('"k"');
    expect(kept['process.env.HOME']).toBeUndefined();
  });
});

describe('dotenvNames', () => {
  it('reads the names of assignments, exported or not, and skips comments and blank lines', () => {
    const text =
      '# site\nSITE_URL=https://docs.example\n\nexport API_KEY = "k"\n  OTHER: value\n#HIDDEN=1\nnot a line\n';
    expect([...dotenvNames(text)]).toEqual(['SITE_URL', 'API_KEY', 'OTHER']);
  });
});

describe('envFileNames and rendererWithBrowserEnv', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(path.join(tmpdir(), 'renderer-env-'));
    writeFileSync(path.join(directory, '.env.production'), 'SITE_URL=https://file.example\n');
  });
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('reads the file named by GATSBY_ACTIVE_ENV, else NODE_ENV, and none when it is missing', () => {
    expect([...envFileNames(directory, { NODE_ENV: 'production' })]).toEqual(['SITE_URL']);
    expect([...envFileNames(directory, { NODE_ENV: 'development', GATSBY_ACTIVE_ENV: 'production' })]).toEqual([
      'SITE_URL',
    ]);
    expect(envFileNames(directory, { NODE_ENV: 'development' }).size).toBe(0);
  });

  it("narrows the renderer's DefinePlugin and leaves other plugins alone", () => {
    class DefinePlugin {
      constructor(public definitions: Record<string, string>) {}
    }
    class OtherPlugin {
      definitions = { 'process.env.HOME': '"/home/author"' };
    }
    const env = { NODE_ENV: 'production', HOME: '/home/author', SITE_URL: 'https://docs.example' };
    const define = new DefinePlugin(rendererDefinitions(env));
    const other = new OtherPlugin();
    rendererWithBrowserEnv({ plugins: [define, other] }, directory, env);
    expect(define.definitions['process.env.HOME']).toBeUndefined();
    expect(define.definitions['process.env.SITE_URL']).toBe('"https://docs.example"');
    expect(other.definitions['process.env.HOME']).toBe('"/home/author"');
  });
});
