/** Hook hub: each Node API lives in its own module under gatsby/. */
export { onPreInit } from './gatsby/no-functions-compile';
export { onPreBootstrap } from './gatsby/on-pre-bootstrap';
export { createSchemaCustomization } from './gatsby/schema';
export { sourceNodes } from './gatsby/source-nodes';
export { onCreateNode } from './gatsby/on-create-node';
export { createPages } from './gatsby/create-pages';
export { onPreBuild } from './gatsby/on-pre-build';
export { onCreateWebpackConfig } from './gatsby/on-create-webpack-config';
export { onPostBuild } from './gatsby/on-post-build';
