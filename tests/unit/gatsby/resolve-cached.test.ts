import { resolveOnce } from '../../../gatsby/resolve-cached';

describe('resolveOnce', () => {
  it('resolves paths as npm installs them, and in develop keeps every resolution for the session', () => {
    const build = { resolve: {}, module: {} };
    resolveOnce(build, { develop: false });
    expect(build).toEqual({ resolve: { symlinks: false }, module: {} });
    const develop = { resolve: {}, module: { unsafeCache: () => false } };
    resolveOnce(develop, { develop: true });
    expect(develop).toEqual({ resolve: { symlinks: false }, module: { unsafeCache: true } });
  });
});
