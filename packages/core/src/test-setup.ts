// What every entry of core but the renderer's installs before use. Tests import modules directly,
// not through an entry.
import { installOnDemandCode } from './install-on-demand-code.js';

installOnDemandCode();
