/** Content tests: the documentation checked against the real Rsbuild 0.5.9 packages (tests/rsbuild). */
const unit = require('./jest.config.js');

module.exports = {
  ...unit,
  testMatch: ['<rootDir>/tests/content/**/*.test.ts'],
  testTimeout: 180000,
};
