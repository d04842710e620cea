import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { createConsumerApp } from './create-consumer-app.js';
import { createNextConsumerApp } from './create-next-consumer-app.js';
import type { Tarballs } from './pack-workspace.js';
import { readRecipe } from './read-recipe.js';
import { findBlock } from './readme-blocks.js';
import { runOrThrow } from './run-command.js';

/** The apps that one test file each uses, made in the global setup beside the shared ones. */
export type PreparedAppName = 'next' | 'minor-behind' | 'recipe-chatscope' | 'recipe-stream';

/** A made app's folder, or why it could not be made (the file that uses it fails with it). */
export interface PreparedApp {
  folder: string;
  error?: string;
}

/**
 * The versions of zod and react-hook-form the minor-behind app depends on: each one minor version
 * below the ones chatforms is built and tested with, exactly.
 */
export const minorBehindVersions = { zod: '4.5.4', 'react-hook-form': '7.91.0' };

const minorBehindOwnCode = `import { useForm } from 'react-hook-form';
import { z } from 'zod';

const contactSchema = z.object({ email: z.email() });
Object.assign(window, {
  appOwn: { useForm, isContact: (value: unknown) => contactSchema.safeParse(value).success },
});
`;

// The root README's Vite config, plus a plugin that writes which modules went into the bundle.
const viteConfigListingModules = `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [
    react(),
    {
      name: 'list-bundled-modules',
      generateBundle(_options, bundle) {
        const ids = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? file.moduleIds : []));
        this.emitFile({ type: 'asset', fileName: 'bundled-modules.json', source: JSON.stringify(ids) });
      },
    },
  ],
});
`;

/** The root README's Next.js block as `app/page.tsx`, installed and built with `next build`. */
async function makeNextApp(folder: string, tarballs: Tarballs) {
  const page = findBlock('README.md', "'use server'").code;
  await createNextConsumerApp(folder, { tarballs, page });
  await runOrThrow('npx', ['next', 'build'], {
    cwd: folder,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
  });
}

/** The README's render block and a module of the app's own that uses its own zod and react-hook-form. */
async function makeMinorBehindApp(folder: string, tarballs: Tarballs) {
  const main = `${findBlock('README.md', 'createRoot(').code}\nimport './app-own';\n`;
  await createConsumerApp(folder, {
    tarballs,
    react: 19,
    main,
    dependencies: minorBehindVersions,
    viteConfig: viteConfigListingModules,
  });
  writeFileSync(join(folder, 'src', 'app-own.ts'), minorBehindOwnCode);
  await runOrThrow('npx', ['vite', 'build'], { cwd: folder });
}

/**
 * docs/recipes/<kit>.md's own files and pins in a fresh app, compiled with the template's strict
 * tsconfig and built with Vite, so the page cannot drift from what runs.
 */
async function makeRecipeApp(folder: string, tarballs: Tarballs, kit: string) {
  const recipe = readRecipe(kit);
  await createConsumerApp(folder, {
    tarballs,
    react: 19,
    main: recipe.main,
    files: recipe.files,
    dependencies: recipe.dependencies,
  });
  await runOrThrow('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: folder });
  await runOrThrow('npx', ['vite', 'build'], { cwd: folder });
}

const makers: Record<PreparedAppName, (folder: string, tarballs: Tarballs) => Promise<void>> = {
  next: makeNextApp,
  'minor-behind': makeMinorBehindApp,
  'recipe-chatscope': (folder, tarballs) => makeRecipeApp(folder, tarballs, 'chatscope'),
  'recipe-stream': (folder, tarballs) => makeRecipeApp(folder, tarballs, 'stream'),
};

/**
 * Makes every prepared app at once, under `root`. Most of each is `npm install`, which waits on the
 * registry and the disk: made one after the other in their files' hooks they took about two and a
 * half minutes of the suite; made together, beside the shared apps, their builds overlap the waits.
 * A failure is kept, not thrown, so that only the file using that app fails, with the reason.
 */
export async function prepareApps(
  root: string,
  tarballs: Tarballs,
  log: (line: string) => void,
): Promise<Record<PreparedAppName, PreparedApp>> {
  const names = Object.keys(makers) as PreparedAppName[];
  const made = await Promise.all(
    names.map(async (name): Promise<PreparedApp> => {
      const folder = join(root, name);
      const started = Date.now();
      try {
        await makers[name](folder, tarballs);
        log(`made the ${name} app in ${Math.round((Date.now() - started) / 1000)} s`);
        return { folder };
      } catch (error) {
        return { folder, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  return Object.fromEntries(names.map((name, index) => [name, made[index]!])) as Record<
    PreparedAppName,
    PreparedApp
  >;
}
