/**
 * A production build of a scratch project with the pinned Rsbuild 0.5.9: whether it failed,
 * the errors and warnings it reported, and the JavaScript and HTML it wrote. For the checks of what an
 * option or plugin does to a real build, where its generated config alone does not tell.
 */
import { runRsbuildScript } from './rsbuild-script';

export interface BuildOutcome {
  failed: boolean;
  /** The message of the error the build threw, when it failed; else null. */
  thrown: string | null;
  errors: string[];
  warnings: string[];
  /** `dist/static/js/index.js`, when the config sets `output.filenameHash: false`; else null. */
  js: string | null;
  /** `dist/index.html`, when the build wrote one; else null. */
  html: string | null;
}

/**
 * Builds the project in `cwd` with `config`, the source of an Rsbuild config object (it may call
 * what `setup`, a statement run first, defines, such as a plugin taken from the fixture).
 */
export function buildOutcome(cwd: string, config: string, setup = ''): BuildOutcome {
  return runRsbuildScript<BuildOutcome>(
    cwd,
    `
    const { existsSync, readFileSync } = require('node:fs');
    const { logger } = fixtureRequire('@rsbuild/shared');
    logger.level = 'silent';
    ${setup}
    const rsbuild = await core.createRsbuild({ cwd, rsbuildConfig: ${config} });
    let errors = [];
    let warnings = [];
    rsbuild.onAfterBuild(({ stats }) => {
      const json = stats.toJson({ all: false, errors: true, warnings: true });
      errors = json.errors.map((error) => error.message);
      warnings = json.warnings.map((warning) => warning.message);
    });
    const thrown = await rsbuild.build().then(() => null, (error) => String(error?.message ?? error));
    const read = (file) => {
      const absolute = require('node:path').join(cwd, file);
      return existsSync(absolute) ? readFileSync(absolute, 'utf8') : null;
    };
    return { failed: thrown !== null, thrown, errors, warnings, js: read('dist/static/js/index.js'), html: read('dist/index.html') };
    `,
    'production',
  );
}
