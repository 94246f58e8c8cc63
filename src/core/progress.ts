/**
 * The route progress bar's model (in the manner of NProgress): shown only when loading the
 * next page takes longer than the threshold, starting at the minimum and trickling towards
 * the end without reaching it until the page renders.
 */
import { PROGRESS_MINIMUM } from './constants';

/** Clamps a value into [minimum, 1]. */
export function clampProgress(value: number): number {
  return Math.min(1, Math.max(PROGRESS_MINIMUM, value));
}

/** One trickle step: bigger steps while far from the end, tiny ones near it, never past 0.994. */
export function trickle(value: number): number {
  if (value >= 1) return 1;
  let amount: number;
  if (value < 0.2) amount = 0.1;
  else if (value < 0.5) amount = 0.04;
  else if (value < 0.8) amount = 0.02;
  else if (value < 0.99) amount = 0.005;
  else amount = 0;
  return clampProgress(Math.min(value + amount, 0.994));
}
