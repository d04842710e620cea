import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestProject } from 'vitest/node';

import { createConsumerApp, type ReactMajor } from './create-consumer-app.js';
import { packWorkspace, type Tarballs } from './pack-workspace.js';
import { prepareApps, type PreparedApp, type PreparedAppName } from './prepare-apps.js';
import { findBlock } from './readme-blocks.js';

/** The fresh apps every test file uses, made once per run outside the repository. */
export interface ConsumerApps {
  /** The temporary folder holding the tarballs and the apps. */
  root: string;
  tarballs: Tarballs;
  /** Each app's folder, by React major: the root README's "Render a form" block. */
  apps: Record<ReactMajor, string>;
  /** The apps of `@chatforms/react`'s README chat history block (default props), by React major. */
  historyApps: Record<ReactMajor, string>;
  /** The apps one test file each uses (Next.js, minor-behind, the recipes), made here too. */
  prepared: Record<PreparedAppName, PreparedApp>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    consumer: ConsumerApps;
  }
}

const log = (line: string) => console.log(`[consumer] ${line}`);

/**
 * Packs the packages and installs them with npm into Vite apps: the root README's example on
 * React 19 and 18, and the chat history example on both; and, at the same time, the apps of the
 * files that need one of their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now();
  // Outside the repository, so no workspace node_modules can be found by walking up.
  const root = mkdtempSync(join(tmpdir(), 'chatforms-consumer-'));
  const tarballs = await packWorkspace(join(root, 'packs'));
  log(`packed ${Object.keys(tarballs).length} packages in ${root}`);
  const main = findBlock('README.md', 'createRoot(').code;
  const history = findBlock('packages/react/README.md', "'/messages/forms'").code;
  const apps = { 19: join(root, 'react-19'), 18: join(root, 'react-18') };
  const historyApps = { 19: join(root, 'history-react-19'), 18: join(root, 'history-react-18') };
  const [prepared] = await Promise.all([
    prepareApps(root, tarballs, log),
    ...([19, 18] as const).flatMap((react) => [
      createConsumerApp(apps[react], { tarballs, react, main }).then(() =>
        log(`installed the React ${react} app with npm`),
      ),
      createConsumerApp(historyApps[react], { tarballs, react, main: history }).then(() =>
        log(`installed the React ${react} chat history app with npm`),
      ),
    ]),
  ]);
  log(`ready in ${Math.round((Date.now() - started) / 1000)} s`);
  project.provide('consumer', { root, tarballs, apps, historyApps, prepared });
  // Removing the apps' node_modules took 43 s for the Stream recipe's alone on a busy machine; a
  // process of its own does it after the run, so no suite waits on the disk.
  return () => spawn('rm', ['-rf', root], { detached: true, stdio: 'ignore' }).unref();
}
