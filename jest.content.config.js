/** Content tests: the documentation checked against the real Rsbuild 0.5.9 packages (tests/rsbuild). */
const unit = require('./jest.config.js');

// Rsbuild's messages are compared as text. Its colour library turns colours on whenever `CI` is set,
// so the scripts these tests start must be told not to, whatever machine runs them.
process.env.NO_COLOR = '1';

module.exports = {
  ...unit,
  testMatch: ['<rootDir>/tests/content/**/*.test.ts'],
  testTimeout: 180000,
};
