// Jest compiles TypeScript and JSX with Gatsby's own Babel preset, as the site build does.
module.exports = require('babel-jest').default.createTransformer({
  presets: [['babel-preset-gatsby', { reactRuntime: 'automatic' }], '@babel/preset-typescript'],
});
