/** The bar shown while a client-side navigation loads, driven by Gatsby's route hooks. */
import { PROGRESS_MINIMUM, PROGRESS_THRESHOLD_MS, PROGRESS_TRICKLE_MS } from '../core/constants';
import { trickle } from '../core/progress';

let showTimer: number | undefined;
let trickleTimer: number | undefined;
let bar: HTMLDivElement | null = null;
let value = 0;

function render() {
  if (!bar) return;
  bar.style.transform = `translateX(${(-1 + value) * 100}%)`;
}

export function startProgress(): void {
  window.clearTimeout(showTimer);
  showTimer = window.setTimeout(() => {
    bar ??= Object.assign(document.createElement('div'), { className: 'route-progress' });
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-hidden', 'true');
    document.body.appendChild(bar);
    value = PROGRESS_MINIMUM;
    render();
    trickleTimer = window.setInterval(() => {
      value = trickle(value);
      render();
    }, PROGRESS_TRICKLE_MS);
  }, PROGRESS_THRESHOLD_MS);
}

export function doneProgress(): void {
  window.clearTimeout(showTimer);
  window.clearInterval(trickleTimer);
  if (!bar?.isConnected) return;
  value = 1;
  render();
  const finished = bar;
  window.setTimeout(() => finished.remove(), 200);
}
