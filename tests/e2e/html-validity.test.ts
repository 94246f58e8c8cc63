/**
 * The generated HTML of a sample of pages validates with the Nu Html Checker (vnu-jar, run on
 * the machine's Java). Messages known to be false positives are listed here with the reason.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { builtPages } from './lib/site-pages';

const VNU_JAR = path.join(__dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');

/** Messages that are not errors in the page, each with why. */
const FALSE_POSITIVES: { pattern: RegExp; reason: string }[] = [];

/** Up to 40 pages spread evenly over the sorted list, so every section is represented. */
function sample(): string[] {
  const all = builtPages();
  const count = Math.min(40, all.length);
  return Array.from({ length: count }, (_, i) => all[Math.floor((i * all.length) / count)]!.htmlFile);
}

describe('HTML validity', () => {
  it('has no error on a sample of at least 30 pages (or all of them when fewer)', () => {
    const files = sample();
    expect(files.length).toBeGreaterThanOrEqual(Math.min(30, builtPages().length));
    const output = execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    // vnu writes its JSON report on stderr unless told otherwise; accept either.
    const messages = (
      JSON.parse(output || '{"messages":[]}') as {
        messages: { type: string; url: string; message: string; extract?: string }[];
      }
    ).messages;
    const errors = messages
      .filter((m) => m.type === 'error')
      .filter((m) => !FALSE_POSITIVES.some((fp) => fp.pattern.test(m.message)))
      .map((m) => `${path.relative(process.cwd(), new URL(m.url).pathname)}: ${m.message}`);
    expect(errors).toEqual([]);
  });
});
