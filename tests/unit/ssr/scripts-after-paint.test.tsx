import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { DEFERRED_SCRIPTS_ID, deferGatsbyScripts, scriptsAfterPaintLoader } from '../../../src/ssr/scripts-after-paint';

/** Stands for Gatsby's slice placeholder of its scripts, which the build stitches in later. */
function SliceStandIn({ sliceId }: { sliceId: string }) {
  return createElement('div', { 'data-slice': sliceId });
}

describe('scripts after the first paint', () => {
  it('moves only Gatsby’s scripts slice into an inert template, followed by the loader', () => {
    const other = <script key="loader" id="gatsby-script-loader" />;
    const slice = createElement(SliceStandIn, { key: 'slice', sliceId: '_gatsby-scripts' });
    const out = deferGatsbyScripts([other, slice]);
    expect(out).toHaveLength(3);
    expect(out[0]).toBe(other);
    const html = renderToStaticMarkup(<>{out}</>);
    expect(html).toContain(
      `<template id="${DEFERRED_SCRIPTS_ID}"><div data-slice="_gatsby-scripts"></div></template><script>`,
    );
    expect(deferGatsbyScripts([other])).toEqual([other]);
  });

  it('re-creates the template’s scripts in order after a frame when paint timing is missing', async () => {
    const dom = new JSDOM(
      `<!doctype html><body><p>Painted text</p><template id="t"><script id="map">window.order=(window.order||[]).concat('map')</script><script>window.order=(window.order||[]).concat('hash')</script><script src="/app.js" async></script></template><script>${scriptsAfterPaintLoader('t')}</script></body>`,
      { runScripts: 'dangerously', pretendToBeVisual: true },
    );
    const { window } = dom;
    // Nothing runs while the page has not been painted.
    expect((window as unknown as { order?: string[] }).order).toBeUndefined();
    // jsdom's frames follow a timer: wait for the scripts rather than a fixed time, which a busy machine overruns.
    const order = () => (window as unknown as { order?: string[] }).order;
    for (let waited = 0; !order() && waited < 5000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order()).toEqual(['map', 'hash']);
    const added = [...window.document.body.children].filter((el) => el.tagName === 'SCRIPT').slice(1);
    expect(added.map((el) => [el.id, el.getAttribute('src'), el.hasAttribute('async')])).toEqual([
      ['map', null, false],
      ['', null, false],
      ['', '/app.js', true],
    ]);
    window.close();
  });
});
