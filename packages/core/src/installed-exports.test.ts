// The main entry, bundled as an app's bundler does (esbuild, minified, tree-shaken, with zod and
// date-fns): each export alone, from source, so no build is needed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { build, type Metafile } from 'esbuild';
import { expect, test } from 'vitest';

import { surveyMessage } from '../../../internal/fixtures/src/index.js';
import * as core from './index.js';

const entry = fileURLToPath(new URL('./index.ts', import.meta.url));

/** Modules holding code the main entry installs: the renderer's entry loads it on demand instead. */
const installedModules = [
  'elements/date-time/date-time.ts',
  'elements/date-time/date-time-pattern.ts',
  'read-json.ts',
  'submission.ts',
];

/** Bundles an app that uses `names` of the main entry, one output per name list. */
async function bundleEach(nameLists: string[][]) {
  const result = await build({
    entryPoints: nameLists.map((names) => `app:${names.join(',')}`),
    bundle: true,
    write: false,
    minify: true,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    outdir: 'out',
    logLevel: 'silent',
    plugins: [
      {
        name: 'app',
        setup(bundler) {
          bundler.onResolve({ filter: /^app:/ }, ({ path }) => ({ path, namespace: 'app' }));
          bundler.onLoad({ filter: /.*/, namespace: 'app' }, ({ path }) => ({
            contents: `export { ${path.slice('app:'.length)} } from ${JSON.stringify(entry)};`,
            resolveDir: import.meta.dirname,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return nameLists.map((_names, index) => {
    const output = result.outputFiles[index]!;
    const meta = result.metafile.outputs[`out/${output.path.split('/out/')[1]}`]!;
    return { code: output.text, modules: listModulesWithCode(meta) };
  });
}

/** The core modules whose code the bundle keeps, relative to src/. */
function listModulesWithCode(output: Metafile['outputs'][string]): string[] {
  return Object.entries(output.inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path.replace(/^src\//, ''));
}

test('every export whose bundle keeps code the entry installs keeps the installing too', async () => {
  const names = Object.keys(core);
  const bundles = await bundleEach(names.map((name) => [name]));
  const lacking = names.filter((_name, index) => {
    const { modules } = bundles[index]!;
    return (
      installedModules.some((module) => modules.includes(module)) &&
      !modules.includes('install-on-demand-code.ts')
    );
  });
  expect(lacking).toEqual([]);
  // Not a rule that holds of nothing: parsing installs, a factory and a helper leave it all out.
  const modulesOf = (name: string) => bundles[names.indexOf(name)]!.modules;
  expect(modulesOf('parseFormMessage')).toContain('install-on-demand-code.ts');
  for (const name of ['createTextInputElement', 'isHttpUrl'])
    expect(modulesOf(name)).not.toContain('install-on-demand-code.ts');
  expect(modulesOf('isHttpUrl')).toEqual(['actions/url.ts']);
});

/** Runs a bundle's code as a module of its own and gives its exports. */
async function importBundle(code: string): Promise<Record<string, unknown>> {
  const file = join(mkdtempSync(join(tmpdir(), 'chatforms-core-bundle-')), 'app.mjs');
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
}

function withCustomDateFormat(defaultValue = '25/12/2026') {
  const message = structuredClone(surveyMessage);
  const visit = {
    elementType: 'dateTime',
    elementId: 'visit',
    label: 'Visit',
    mode: 'date',
    dateTimeFormat: 'dd/MM/yyyy',
    defaultValue,
  };
  message.data.interactiveData.formFields = [visit as never];
  return message;
}

test('a bundle of parseFormMessage alone reads custom date patterns and locates broken JSON', async () => {
  const [bundle] = await bundleEach([['parseFormMessage']]);
  const { parseFormMessage } = (await importBundle(bundle!.code)) as Pick<
    typeof core,
    'parseFormMessage'
  >;
  expect(parseFormMessage(withCustomDateFormat())).toMatchObject({ success: true });
  const broken = parseFormMessage('{\n  "category": "interactive",\n  "type": form\n}');
  expect(broken.success ? [] : broken.issues).toEqual([
    expect.objectContaining({ code: 'invalid_json', message: expect.stringMatching(/line 3/) }),
  ]);
});

test("a bundle of formMessageSchema alone checks a dateTime element's default", async () => {
  const [bundle] = await bundleEach([['formMessageSchema']]);
  const { formMessageSchema } = (await importBundle(bundle!.code)) as Pick<
    typeof core,
    'formMessageSchema'
  >;
  // Without the dateTime code and date-fns installed, both would fail as not loaded.
  expect(formMessageSchema.safeParse(withCustomDateFormat()).success).toBe(true);
  expect(formMessageSchema.safeParse(withCustomDateFormat('soon')).error?.issues[0]?.message).toBe(
    'defaultValue: "soon" is not a valid date (expected dd/MM/yyyy, or yyyy-MM-dd)',
  );
});
