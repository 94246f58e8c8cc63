/**
 * A promise settled in a new task of the event loop. Gatsby waits for the promise that
 * `onClientEntry` returns before it starts loading the page's data; the evaluation of the
 * site's modules and Gatsby's start-up then run as two tasks instead of one long one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, 0);
  });
}
