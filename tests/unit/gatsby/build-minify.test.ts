import { createRequire } from 'node:module';
import path from 'node:path';
import { checksOffUntilMinimizerReplaced, minifyWithSwc, swcMinimizerOptions } from '../../../gatsby/build-minify';

// Loaded as Gatsby loads them, outside Jest's module registry, as the build's code does.
const fromGatsby = createRequire(createRequire(path.resolve('package.json')).resolve('gatsby/package.json'));
const TerserPlugin = fromGatsby('terser-webpack-plugin') as {
  new (options: object): { options: { parallel: unknown; minimizer: { implementation: unknown } } };
  swcMinify: unknown;
};
const schemaUtils = createRequire(fromGatsby.resolve('terser-webpack-plugin'))('schema-utils') as {
  needValidate(): boolean;
  disableValidation(): void;
  enableValidation(): void;
};

const badOptions = { parallel: 'all of them' };

afterEach(() => {
  schemaUtils.enableValidation();
  delete process.env.SKIP_VALIDATION;
});

describe('the SWC minimizer', () => {
  it('has options terser-webpack-plugin accepts, while it rejects wrong ones', () => {
    expect(() => new TerserPlugin(swcMinimizerOptions(TerserPlugin))).not.toThrow();
    expect(() => new TerserPlugin(badOptions)).toThrow(/parallel/);
  });

  it("replaces Gatsby's Terser plugin with one running SWC in the build's process, and keeps the others", () => {
    class CssMinimizerPlugin {}
    const css = new CssMinimizerPlugin();
    const optimization = { minimizer: [new TerserPlugin({}), css] };
    minifyWithSwc(optimization);
    const [minimizer, other] = optimization.minimizer as [InstanceType<typeof TerserPlugin>, object];
    expect(minimizer.options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(minimizer.options.parallel).toBe(false);
    expect(other).toBe(css);
  });
});

describe('checksOffUntilMinimizerReplaced', () => {
  it('turns the option checks off until the minimizer is replaced, without touching the environment', () => {
    checksOffUntilMinimizerReplaced();
    expect(process.env.SKIP_VALIDATION).toBeUndefined();
    expect(() => new TerserPlugin(badOptions)).not.toThrow();
    minifyWithSwc({ minimizer: [new TerserPlugin({})] });
    expect(schemaUtils.needValidate()).toBe(true);
    expect(() => new TerserPlugin(badOptions)).toThrow(/parallel/);
    expect(process.env.SKIP_VALIDATION).toBeUndefined();
  });

  it('leaves the checks off when they were off before', () => {
    schemaUtils.disableValidation();
    checksOffUntilMinimizerReplaced();
    minifyWithSwc({ minimizer: [] });
    expect(schemaUtils.needValidate()).toBe(false);
  });

  it('turns the checks back on even when the minimizer cannot be built', () => {
    checksOffUntilMinimizerReplaced();
    class TerserPlugin {
      constructor() {
        throw new Error('no minimizer');
      }
    }
    expect(() => minifyWithSwc({ minimizer: [Object.create(TerserPlugin.prototype) as TerserPlugin] })).toThrow(
      'no minimizer',
    );
    expect(schemaUtils.needValidate()).toBe(true);
  });
});
