/**
 * The answers of a running dev or preview server of Rsbuild 0.5.9, for the content tests that
 * check what the guides say the servers do (fallbacks, headers).
 */
import { execFileSync } from 'node:child_process';
import { fixturePath } from './rsbuild';

export interface Answer {
  status: number;
  /** The entry whose script an HTML answer loads (`index`, `admin`), null for other answers. */
  page: string | null;
  /** The media type of the answer, without parameters (`text/html`). */
  type: string | null;
  allowOrigin: string | null;
}

// Starts the dev server of a project (or builds it and starts the preview server) in a child
// process (Rsbuild loads parts of itself with dynamic import(), which the Jest sandbox does not
// support), requests each path as a browser page request, and prints what came back.
const SERVER_CHILD = `
const { createRequire } = require('node:module');
const [fixturePackageJson, cwd, configJson, pathsJson, mode] = process.argv.slice(1);
const core = createRequire(fixturePackageJson)('@rsbuild/core');
(async () => {
  const rsbuildConfig = JSON.parse(configJson, (key, value) =>
    value && typeof value.regexp === 'string' ? new RegExp(value.regexp) : value);
  const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig });
  let started;
  if (mode === 'preview') {
    await rsbuild.build();
    started = await rsbuild.preview();
  } else {
    let compiled;
    const done = new Promise((resolve) => { compiled = resolve; });
    rsbuild.onDevCompileDone(() => compiled());
    started = await rsbuild.startDevServer();
    await done;
  }
  const { port, server } = started;
  const answers = {};
  for (const request of JSON.parse(pathsJson)) {
    // A request is a path, asked for as a page, or 'path accept-header'.
    const [url, accept = 'text/html'] = request.split(' ');
    const res = await fetch('http://localhost:' + port + url, { headers: { accept } });
    const body = await res.text();
    const script = /<script[^>]+src="\\/static\\/js\\/(\\w+)[.\\w]*\\.js"/.exec(body);
    answers[request] = {
      status: res.status,
      page: script ? script[1] : null,
      type: (res.headers.get('content-type') || '').split(';')[0] || null,
      allowOrigin: res.headers.get('access-control-allow-origin'),
    };
  }
  await server.close();
  process.stdout.write('\\n' + JSON.stringify(answers));
  process.exit(0);
})().catch((error) => { console.error(error); process.exit(1); });
`;

/** RegExps in `config` are given as `{ regexp: source }`, which the child turns back into a RegExp. */
export function serverAnswers(
  cwd: string,
  config: Record<string, unknown>,
  urls: string[],
  mode: 'dev' | 'preview' = 'dev',
): Record<string, Answer> {
  const out = execFileSync(
    process.execPath,
    ['-e', SERVER_CHILD, fixturePath('package.json'), cwd, JSON.stringify(config), JSON.stringify(urls), mode],
    {
      cwd,
      env: { ...process.env, NODE_ENV: mode === 'dev' ? 'development' : 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 120000,
    },
  ).toString();
  // The logger writes to stdout too: the answers are the last line.
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Record<string, Answer>;
}

/** A port for one server; the server moves to the next free one if it is taken. */
export const somePort = () => 20000 + Math.floor(Math.random() * 20000);
