import './src/theme/tokens.css';
import './src/theme/global.css';
import './src/theme/prism.css';
