// Browser tests drive Debian's Chromium through playwright-core; nothing downloads a browser. The
// builder's e2e also runs the cURL command it exports, so curl is needed beside it.
// As root (CI) missing ones are installed with apt-get; otherwise the command to run is printed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { chromiumPath } from '../internal/chromium/index.js';

/** Makes sure Chromium (and curl) are installed, installing them with apt-get when running as root. */
export function ensureChromium() {
  const missing = [
    ['chromium', chromiumPath],
    ['curl', '/usr/bin/curl'],
  ].filter(([, path]) => !existsSync(path));
  if (missing.length === 0) return true;
  const names = missing.map(([name]) => name);
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing for the browser tests: ${names.join(', ')}. Install with: sudo apt-get install -y ${names.join(' ')}`,
    );
    return false;
  }
  console.log(`Installing ${names.join(' and ')} with apt-get (about a minute)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...names], { stdio: 'inherit', env });
  return missing.every(([, path]) => existsSync(path));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
