/** Unit tests: pure core logic (node) and components (jsdom, per-file docblock). */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tests/__mocks__/css-module.js',
    '^gatsby$': '<rootDir>/tests/__mocks__/gatsby.tsx',
    '^gatsby-plugin-react-i18next$': '<rootDir>/tests/__mocks__/gatsby-plugin-react-i18next.ts',
  },
  testEnvironment: 'node',
  testEnvironmentOptions: { url: 'http://localhost/' },
  globals: { __PATH_PREFIX__: '' },
  setupFiles: ['<rootDir>/tests/unit/setup-i18n.ts'],
};
