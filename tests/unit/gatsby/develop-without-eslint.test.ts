import { withoutGatsbyEslint } from '../../../gatsby/develop-without-eslint';

class ESLintWebpackPlugin {}
class HotModuleReplacementPlugin {}

describe('withoutGatsbyEslint', () => {
  it('drops Gatsby’s ESLint plugin and keeps the others in order', () => {
    const hot = new HotModuleReplacementPlugin();
    const other = new HotModuleReplacementPlugin();
    expect(withoutGatsbyEslint([hot, new ESLintWebpackPlugin(), other])).toEqual([hot, other]);
  });
});
