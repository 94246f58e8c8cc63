/**
 * A page whose data cannot be loaded is logged to the console, and nothing else changes for
 * the visitor. Left alone, Gatsby then reloads the target as static HTML, which cannot
 * hydrate without its data either, and throws "page resources … not found": a page that
 * never becomes interactive. So a navigation first loads the next page's data, and stays on
 * the working page when that fails.
 */
type Navigate = (to: string | number, options?: unknown) => unknown;
interface PublicLoader {
  loadPage(path: string): Promise<{ status?: string } | null | undefined>;
}

/** Gatsby's failed-load status (PageResourceStatus.Error). */
const FAILED = 'error';
const RESOURCES_NOT_FOUND = /^page resources for .* not found/;

/** `onFailed` ends what the navigation started (progress bar, view transition). */
export function installPageDataGuard(onFailed: () => void): void {
  const target = window as unknown as { ___navigate?: Navigate; ___loader?: PublicLoader };
  const original = target.___navigate;
  const loader = target.___loader;
  if (!original || !loader) return;

  const fail = (path: string, reason?: unknown) => {
    console.error(`The data of ${path} could not be loaded; staying on this page.`, reason ?? '');
    onFailed();
  };
  target.___navigate = (to, options) => {
    if (typeof to !== 'string') return original(to, options);
    const { pathname, search } = new URL(to, window.location.href);
    // Moving within the page needs no data.
    if (pathname === window.location.pathname) return original(to, options);
    let loading: ReturnType<PublicLoader['loadPage']>;
    try {
      loading = loader.loadPage(pathname + search);
    } catch (error) {
      // Gatsby decodes the path as it looks it up; a malformed escape throws right here.
      return fail(pathname, error);
    }
    return loading.then(
      (page) => (page && page.status !== FAILED ? original(to, options) : fail(pathname)),
      (error: unknown) => fail(pathname, error),
    );
  };

  // The first load's data failing leaves the static page as it is: log it, not as an uncaught error.
  window.addEventListener('unhandledrejection', (event) => {
    const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
    if (!RESOURCES_NOT_FOUND.test(message)) return;
    event.preventDefault();
    console.error(message);
  });
}
