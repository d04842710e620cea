/** Debian's Chromium: browser tests never download a browser. `CHROMIUM_PATH` points elsewhere. */
export declare const chromiumPath: string;
/** Flags for a container on a closed network: no sandbox as root, no GPU, no background traffic. */
export declare const chromiumArgs: string[];
/** What playwright-core's `chromium.launch` (and vitest's browser provider) take. */
export declare const chromiumLaunchOptions: {
  executablePath: string;
  headless: boolean;
  args: string[];
};
