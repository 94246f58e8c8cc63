/**
 * Wraps a webpack loader step so that it runs once per input for the whole build
 * (gatsby/loaders/once-per-input.js says when that is safe).
 */
import path from 'node:path';

export interface LoaderStep {
  loader?: string;
  options?: unknown;
}

/** The loader file, from the site's root (Gatsby runs there; its compiled Node code lives in .cache). */
export const ONCE_PER_INPUT_LOADER = path.resolve('gatsby/loaders/once-per-input.js');

/** The same step, run by the once-per-input loader. */
export function oncePerInput(step: LoaderStep): LoaderStep {
  return { loader: ONCE_PER_INPUT_LOADER, options: { loader: step.loader, options: step.options } };
}
