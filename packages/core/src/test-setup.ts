// What every entry of core but the renderer's installs on import.
import './index.js';
