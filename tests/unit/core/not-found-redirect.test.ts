import { notFoundRedirect } from '../../../src/core/not-found-redirect';

const langs = ['en', 'zh'] as const;
const redirect = (pathname: string) => notFoundRedirect(pathname, langs, 'en');

describe('notFoundRedirect', () => {
  it.each([
    ['/guide/start/quick-start.html', '/guide/start/quick-start'],
    ['/guide/start/index', '/guide/start/'],
    ['/zh/guide/start/no-such-page', '/guide/start/no-such-page'],
    ['/zh/no-such-section/', '/no-such-section/'],
  ])('sends %s to %s', (pathname, target) => expect(redirect(pathname)).toBe(target));

  it.each(['/guide/start/no-such-page', '//example.com/', '/%5Cexample.com/'])(
    'leaves %s on the 404 screen',
    (pathname) => expect(redirect(pathname)).toBeNull(),
  );

  it.each([
    ['/zh//example.com/', '/example.com/'],
    ['/zh///example.com/', '/example.com/'],
    ['/%2F%2Fexample.com/', '/example.com/'],
    ['/zh/%2F%2Fexample.com/', '/zh///example.com/'],
  ])('keeps %s on this site: %s, not another host', (pathname, target) => {
    expect(redirect(pathname)).toBe(target);
    expect(new URL(target, 'https://site.invalid').origin).toBe('https://site.invalid');
  });
});
