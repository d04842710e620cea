// Plain JavaScript, so the repository's scripts can import it as well as the TypeScript tests.

/** Debian's Chromium: browser tests never download a browser. `CHROMIUM_PATH` points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a container on a closed network: no sandbox as root, no GPU, no background traffic. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What playwright-core's `chromium.launch` (and vitest's browser provider) take. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: chromiumArgs,
};
