// CSS modules under Jest: every class name maps to itself. Marked as an ES module so that
// `import * as styles from './X.module.css'` reads the names through the proxy.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : key) });
