/** Browser tests: Debian's Chromium (playwright-core) against the production build served by `gatsby serve`. */
const unit = require('./jest.config.js');

module.exports = {
  ...unit,
  testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/e2e/lib/global-setup.ts',
  globalTeardown: '<rootDir>/tests/e2e/lib/global-teardown.ts',
  testTimeout: 60000,
};
