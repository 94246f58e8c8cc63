/**
 * Starts the page's scripts once the server-rendered HTML has been painted.
 *
 * Gatsby ends the body with its scripts (`async`). Whenever they arrive before the first
 * paint — a fast or cached load, a busy device — they run first, and React's hydration holds
 * the main thread while the page is still blank; lab tools then also count their download as
 * part of the largest contentful paint. Here the scripts Gatsby writes are kept in an inert
 * `<template>`, and a small inline script re-creates them, in order, right after the first
 * contentful paint (at once in a hidden tab, where nothing is painted, and after a frame
 * where the Paint Timing API is missing).
 */
import type { ReactElement, ReactNode } from 'react';

export const DEFERRED_SCRIPTS_ID = 'scripts-after-paint';

/** The inline loader: copies every script of the template into the body once painted. */
export function scriptsAfterPaintLoader(templateId: string): string {
  return `(function(){var done=false;function start(){if(done)return;done=true;var t=document.getElementById(${JSON.stringify(
    templateId,
  )});var list=t.content.querySelectorAll('script');for(var i=0;i<list.length;i++){var o=list[i],s=document.createElement('script');for(var j=0;j<o.attributes.length;j++)s.setAttribute(o.attributes[j].name,o.attributes[j].value);if(!o.src)s.text=o.text;document.body.appendChild(s);}}function later(){setTimeout(start,0);}if(document.visibilityState==='hidden'){start();return;}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){var ob=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){ob.disconnect();later();}});ob.observe({type:'paint',buffered:true});}else requestAnimationFrame(later);setTimeout(start,3000);})();`;
}

const isGatsbyScripts = (node: ReactNode): boolean =>
  typeof node === 'object' &&
  node !== null &&
  'props' in node &&
  (node as ReactElement<{ sliceId?: string }>).props.sliceId === '_gatsby-scripts';

/** The body's last components with Gatsby's scripts moved into the template and the loader after it. */
export function deferGatsbyScripts(components: ReactNode[]): ReactNode[] {
  return components.flatMap((node) =>
    isGatsbyScripts(node)
      ? [
          <template key="scripts-after-paint-template" id={DEFERRED_SCRIPTS_ID}>
            {node}
          </template>,
          <script
            key="scripts-after-paint-loader"
            dangerouslySetInnerHTML={{ __html: scriptsAfterPaintLoader(DEFERRED_SCRIPTS_ID) }}
          />,
        ]
      : [node],
  );
}
