// Writes or checks the API report of every published entry point with types: each public name and
// its type, read by API Extractor from the built dist/*.d.ts, checked in under <package>/api/.
// `node scripts/api-report.mjs` fails when the built API differs from a report;
// `node scripts/api-report.mjs --update` (the root's `pnpm api:update`) rewrites the reports.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = new URL('..', import.meta.url).pathname;
const update = process.argv.includes('--update');

const entryPoints = [
  { folder: 'packages/core', types: 'dist/index.d.ts', report: 'core' },
  { folder: 'packages/core', types: 'dist/entries/editing.d.ts', report: 'core-editing' },
  { folder: 'packages/core', types: 'dist/entries/date-time.d.ts', report: 'core-date-time' },
  { folder: 'packages/core', types: 'dist/entries/renderer.d.ts', report: 'core-renderer' },
  { folder: 'packages/react', types: 'dist/index.d.ts', report: 'react' },
  { folder: 'packages/chat-api', types: 'dist/index.d.ts', report: 'chat-api' },
  { folder: 'packages/server', types: 'dist/index.d.ts', report: 'server' },
  { folder: 'packages/cometchat', types: 'dist/index.d.ts', report: 'cometchat' },
];

// The reports are for reviewing the API, not its doc comments: release tags and TSDoc syntax are
// not used in this repository, so only what changes the API stays on.
const quiet = { logLevel: 'none' };
const messages = {
  compilerMessageReporting: { default: { logLevel: 'warning' } },
  extractorMessageReporting: {
    default: { logLevel: 'warning' },
    'ae-missing-release-tag': quiet,
    'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: true },
    'ae-unresolved-link': quiet,
    // STYLE.md asks for a JSDoc line on each export, not on each of its members.
    'ae-undocumented': quiet,
  },
  tsdocMessageReporting: { default: quiet },
};

function prepare({ folder, types, report }) {
  const projectFolder = join(root, folder);
  const entry = join(projectFolder, types);
  if (!existsSync(entry)) throw new Error(`${folder}/${types} is missing: run pnpm build first.`);
  if (update) mkdirSync(join(projectFolder, 'api'), { recursive: true });
  return ExtractorConfig.prepare({
    configObjectFullPath: undefined,
    packageJsonFullPath: join(projectFolder, 'package.json'),
    configObject: {
      projectFolder,
      mainEntryPointFilePath: entry,
      // The published types as a consumer resolves them: dist only, no source condition.
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM'],
            module: 'NodeNext',
            moduleResolution: 'NodeNext',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: [entry],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: report,
        reportFolder: join(projectFolder, 'api'),
        reportTempFolder: join(projectFolder, 'reports', 'api'),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: 'lf',
      messages,
    },
  });
}

const silenced = new Set([
  'console-preamble',
  'console-compiler-version-notice',
  'console-api-report-not-copied',
  'console-api-report-created',
  'console-api-report-copied',
]);
let failed = 0;
for (const entryPoint of entryPoints) {
  const result = Extractor.invoke(prepare(entryPoint), {
    localBuild: update,
    showVerboseMessages: false,
    printApiReportDiff: true,
    messageCallback: (message) => {
      // The summary below says these once, with the command that fixes them.
      if (silenced.has(message.messageId)) message.handled = true;
    },
  });
  const name = `${entryPoint.folder}/api/${entryPoint.report}.api.md`;
  if (result.apiReportChanged && !update) {
    failed += 1;
    console.log(`✗ ${name} differs from the built API (the diff is above).`);
  } else if (!result.succeeded) {
    failed += 1;
    console.log(`✗ ${name}: ${result.errorCount} errors, ${result.warningCount} warnings.`);
  } else {
    console.log(`✓ ${name}${update && result.apiReportChanged ? ' (updated)' : ''}`);
  }
}
if (failed > 0 && !update) {
  console.log(
    '\nThe public API changed. If that is intended, run `pnpm api:update` (it builds first) and commit ' +
      'the reports under packages/*/api/ with a changeset.',
  );
}
process.exit(failed === 0 ? 0 : 1);
