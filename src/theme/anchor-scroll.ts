/**
 * Clicking a link to a heading of the same page scrolls smoothly to it, keeping it the
 * scroll offset below the top, and puts the hash in the URL.
 */
import { SCROLL_OFFSET } from '../core/constants';

export function scrollToAnchor(id: string, smooth: boolean): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET;
  window.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
  return true;
}

export function installAnchorScroll(): void {
  document.addEventListener('click', (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    const hash = link?.getAttribute('href');
    if (!hash || hash === '#') return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!scrollToAnchor(id, !reduce)) return;
    event.preventDefault();
    if (window.location.hash !== hash) window.history.pushState(window.history.state, '', hash);
  });
}
