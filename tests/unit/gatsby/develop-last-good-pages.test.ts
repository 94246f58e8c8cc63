import { lastGoodPages } from '../../../gatsby/develop-last-good-pages';

describe('lastGoodPages', () => {
  it('in develop, gives back the pages of the last run that created them', () => {
    const pages = lastGoodPages<string>(() => true);
    expect(pages.again()).toEqual([]);
    pages.keep(['/a', '/b']);
    pages.keep(['/a', '/b', '/c']);
    expect(pages.again()).toEqual(['/a', '/b', '/c']);
    expect(pages.again()).toEqual(['/a', '/b', '/c']);
  });

  it('in a build, keeps nothing: the build stops at the problem', () => {
    const pages = lastGoodPages<string>(() => false);
    pages.keep(['/a']);
    expect(pages.again()).toEqual([]);
  });
});
