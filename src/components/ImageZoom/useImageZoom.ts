import { useEffect, type RefObject } from 'react';
import { IMAGE_ZOOM_DELAY_MS, IMAGE_ZOOM_MARGIN } from '../../core/constants';

/**
 * Makes the images of the document area zoomable, a moment after the page renders, with the
 * page background of the current appearance. medium-zoom is loaded only on pages that have
 * such images, and detached when the page is left.
 */
export function useImageZoom(container: RefObject<HTMLElement>, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let detach: (() => void) | null = null;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const images = Array.from(container.current?.querySelectorAll<HTMLImageElement>('img:not([data-no-zoom])') ?? []);
      if (images.length === 0) return;
      const { default: mediumZoom } = await import('medium-zoom');
      if (cancelled) return;
      const background = () => getComputedStyle(document.body).backgroundColor;
      const zoom = mediumZoom(images, {
        margin: IMAGE_ZOOM_MARGIN,
        scrollOffset: IMAGE_ZOOM_MARGIN,
        background: background(),
      });
      zoom.on('open', () => zoom.update({ background: background() }));
      detach = () => zoom.detach();
    }, IMAGE_ZOOM_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      detach?.();
    };
  }, [container, enabled]);
}
