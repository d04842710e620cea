// Browser tests drive Debian's Chromium through playwright-core; nothing downloads a browser.
// As root (CI) it is installed with apt-get; otherwise the command to run is printed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure Chromium is installed, installing it with apt-get when running as root. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`,
    );
    return false;
  }
  console.log('Installing Chromium with apt-get (about a minute)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(chromiumPath);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(ensureChromium() ? 0 : 1);
}
