/**
 * A build with webpack's caches (after an edit) runs for about ten seconds, most of it code that
 * runs once or a few times. V8's optimising compiler (TurboFan) compiled such code on its helper
 * threads for about a fifth of the CPU of a build after one edit on two cores, more than the
 * optimised code saved. That build runs on V8's baseline compiler (Sparkplug) only, in the build's
 * process from onPreBootstrap on and in the renderer's from its start (build-renderer-beside.ts).
 * A cold build keeps the optimising compiler: over its 35 s of compiling it pays (2.3–3.3 s
 * slower without it).
 */
import { setFlagsFromString } from 'node:v8';

/** V8's flag for the above: the highest tier is the baseline compiler. */
export const BASELINE_TIER = '--max-opt=1';

/** Makes V8 optimise no further than the baseline compiler in this process, from now on. */
export function baselineTierOnly(): void {
  setFlagsFromString(BASELINE_TIER);
}
