import { packageManagerCommands } from '../../../src/core/package-manager';

describe('package manager commands', () => {
  it('translates add, create, install and run', () => {
    expect(packageManagerCommands('add @rsbuild/plugin-react -D')).toEqual({
      npm: 'npm add @rsbuild/plugin-react -D',
      yarn: 'yarn add @rsbuild/plugin-react -D',
      pnpm: 'pnpm add @rsbuild/plugin-react -D',
      bun: 'bun add @rsbuild/plugin-react -D',
    });
    expect(packageManagerCommands('create rsbuild@latest').yarn).toBe('yarn create rsbuild');
    expect(packageManagerCommands('install').pnpm).toBe('pnpm install');
    expect(packageManagerCommands('run build').yarn).toBe('yarn build');
  });
  it('takes one command per manager', () =>
    expect(packageManagerCommands({ npm: 'npx x', pnpm: 'pnpm dlx x' })).toEqual({
      npm: 'npx x',
      yarn: '',
      pnpm: 'pnpm dlx x',
      bun: '',
    }));
});
