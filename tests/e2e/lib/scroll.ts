/** Waiting for a scroll to end where it should, without guessing how long it takes. */
import type { Page } from 'playwright-core';

/**
 * The element's top relative to the viewport once it rests inside [min, max): sampled every
 * 100 ms until two samples agree and fall in the band, or `timeout` ms pass. A smooth scroll
 * may start late on a busy machine, so "stopped moving" alone would accept the start position.
 * Returns where the element is at the end either way, for the test to assert on.
 */
export async function restingTop(page: Page, selector: string, min: number, max: number, timeout = 10000) {
  const top = () => page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
  await page
    .waitForFunction(
      ({ selector, min, max }) => {
        const w = window as unknown as { __restingTop?: number };
        const now = document.querySelector(selector)!.getBoundingClientRect().top;
        const resting = w.__restingTop === now && now >= min && now < max;
        w.__restingTop = now;
        return resting;
      },
      { selector, min, max },
      { polling: 100, timeout },
    )
    .catch(() => undefined);
  return top();
}

/** Asserts that the element comes to rest just below the navbar, where an opened anchor belongs. */
export async function expectRestingUnderNavbar(page: Page, selector: string) {
  const navBottom = await page.locator('header').evaluate((h) => h.getBoundingClientRect().bottom);
  const top = await restingTop(page, selector, navBottom - 1, navBottom + 60);
  expect(top).toBeGreaterThanOrEqual(navBottom - 1);
  expect(top).toBeLessThan(navBottom + 60);
}
