import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

import { format, resolveConfig } from 'prettier';

import { countRequiredFields, runBrowserBench } from './browser-bench.js';
import { benchFolder, buildPages } from './build-pages.js';
import { runBuilderBench } from './builder-bench.js';
import { runChatBench } from './chat-bench.js';
import { runCoreBench } from './core-bench.js';
import { readEnvironment } from './environment.js';
import { listFirstLoadModules } from './first-load-modules.js';
import { runMountProfile } from './mount-profile.js';
import { renderMountProfile } from './profile-report.js';
import {
  type BenchResults,
  renderChat,
  renderCore,
  renderFirstLoadModules,
  renderReport,
  renderSizeSection,
} from './report.js';
import { runSizeBench } from './size-bench.js';
import { isFiniteSummary } from './statistics.js';

const quick = process.argv.includes('--quick');

const settings = quick
  ? {
      core: { fieldCounts: [5], dateTimeFieldCounts: [10], rounds: 1, roundMs: 20 },
      browser: { fieldCounts: [5], mounts: 1, keystrokesPerMount: 1, warmUp: false },
      chat: { formCount: 5, rounds: 1, oneFormMounts: 1, freshPages: 1 },
      builder: { loads: 1, keystrokes: 3 },
    }
  : {
      core: { fieldCounts: [5, 20, 200], dateTimeFieldCounts: [20], rounds: 10, roundMs: 200 },
      browser: { fieldCounts: [20, 200], mounts: 9, keystrokesPerMount: 10, warmUp: true },
      chat: { formCount: 100, rounds: 9, oneFormMounts: 5, freshPages: 9 },
      builder: { loads: 5, keystrokes: 40 },
    };

function describeSettings(): string {
  const { core, browser, chat } = settings;
  return (
    `Core: ${core.rounds} rounds of ${core.roundMs} ms per operation. ` +
    `Renderers: ${browser.mounts} mounts per size${browser.warmUp ? ' after one warm-up' : ''}, renderers taking turns mount by mount, ` +
    `${browser.keystrokesPerMount} keystrokes per mount, one submit per mount. ` +
    `Chat history: ${chat.rounds} rounds of ${chat.oneFormMounts} single-form mounts, then ${chat.rounds} rounds of a ${chat.formCount}-form history, each after one warm-up round, pages taking turns round by round, ${chat.freshPages} fresh pages per first-form figure.`
  );
}

/** Fails the run when a renderer shows a different number of invalid fields: the forms differ. */
function assertEquivalentForms(results: BenchResults): void {
  for (const result of results.renderers) {
    const expected = countRequiredFields(result.fieldCount);
    if (result.submitErrors !== expected)
      throw new Error(
        `${result.renderer} showed ${result.submitErrors} invalid fields of ${expected} required`,
      );
  }
}

/** Fails the run when React renders were not counted: the DevTools hook stopped being called. */
function assertRendersCounted(results: BenchResults): void {
  for (const result of results.renderers) {
    if (result.renderer !== 'adaptivecards' && !(result.mountRenders.median > 0))
      throw new Error(`${result.renderer}: no React renders were counted at mount`);
  }
}

/** Stops early with the fix when the measured packages have not been built. */
function assertPackagesBuilt(): void {
  for (const name of ['@chatforms/core', '@chatforms/react']) {
    if (!existsSync(`${benchFolder}node_modules/${name}/dist/index.js`))
      throw new Error(
        `${name} has no dist/ build: run \`pnpm build\` (or \`pnpm bench\` from the root)`,
      );
  }
}

/** Fails the run when any figure is not a finite number; no timing is ever checked. */
function assertFinite(results: BenchResults): void {
  const summaries = [
    ...results.core.map((result) => result.opsPerSecond),
    ...results.renderers.flatMap((result) => [
      result.mountMs,
      result.mountRenders,
      result.keystrokeMs,
      result.keystrokeRenders,
      result.keystrokeMutations,
      result.submitMs,
      result.submitCpuMs,
      result.submitRenders,
    ]),
    ...results.chat.flatMap((result) =>
      [
        result.oneFormMs,
        result.oneFormCpuMs,
        result.firstFormMs,
        result.chatMountMs,
        result.chatMountCpuMs,
        result.retainedHeapBytes,
      ].filter((summary) => summary !== undefined),
    ),
    results.builder.readyMs,
    results.builder.keystrokeMs,
    results.builder.previewMs,
  ];
  const sizes = [
    ...results.sizes.flatMap((size) => [size.minifiedBytes, size.gzippedBytes]),
    results.builder.firstLoadGzippedBytes,
    results.builder.lazyGzippedBytes,
  ];
  if (
    !summaries.every(isFiniteSummary) ||
    !sizes.every((size) => Number.isFinite(size) && size > 0)
  )
    throw new Error('a figure is not a finite number');
}

/** `--chat-only`: the chat history alone, printed and not written, for a quick look while working. */
async function runChatOnly(): Promise<void> {
  process.env.NODE_ENV = 'production';
  assertPackagesBuilt();
  const pagesFolder = await buildPages(quick ? 'quick' : 'full');
  const chat = await runChatBench(pagesFolder, settings.chat);
  console.log(renderChat(chat, settings.chat.formCount));
}

/** `--profile`: where a mount's time goes, by package and function (`profile.md`); printed, not written. */
async function runProfileOnly(): Promise<void> {
  process.env.NODE_ENV = 'production';
  assertPackagesBuilt();
  const pagesFolder = await buildPages('profile');
  const options = quick
    ? { warmUpMounts: 1, oneFormMounts: 2, historyMounts: 1, samplingIntervalUs: 100 }
    : { warmUpMounts: 10, oneFormMounts: 200, historyMounts: 10, samplingIntervalUs: 100 };
  console.log(renderMountProfile(await runMountProfile(pagesFolder, options)));
}

/** `--size-only`: the size section alone, printed and not written, for a quick look while working. */
async function runSizeOnly(): Promise<void> {
  process.env.NODE_ENV = 'production';
  assertPackagesBuilt();
  console.log(renderSizeSection(await runSizeBench()));
}

/** `--size-modules`: the modules of chatforms' first load by what each adds to its gzip size; printed, not written. */
async function runSizeModulesOnly(): Promise<void> {
  process.env.NODE_ENV = 'production';
  assertPackagesBuilt();
  console.log(renderFirstLoadModules(await listFirstLoadModules()));
}

/** `--core-only`: parsing and validation alone, printed and not written, for a quick look while working. */
async function runCoreOnly(): Promise<void> {
  assertPackagesBuilt();
  console.log(renderCore(await runCoreBench(settings.core)));
}

async function main(): Promise<void> {
  // Vite and its React plugin pick production or development builds from NODE_ENV, and a caller's
  // value (vitest sets "test") would measure React's development build.
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  assertPackagesBuilt();
  const environment = readEnvironment();
  // Core first, in a fresh process: after the size section's bundler runs, the same operations
  // measured in one run spread over twice the range (a parse or check at half its speed at times).
  const core = await runCoreBench(settings.core);
  const sizes = await runSizeBench();
  const pagesFolder = await buildPages(quick ? 'quick' : 'full');
  const browser = await runBrowserBench(pagesFolder, settings.browser);
  const chat = await runChatBench(pagesFolder, settings.chat);
  const builder = await runBuilderBench(settings.builder);
  const results: BenchResults = {
    mode: quick ? 'quick' : 'full',
    environment: { ...environment, chromium: browser.chromiumVersion },
    settings: describeSettings(),
    core,
    renderers: browser.results,
    chat,
    chatFormCount: settings.chat.formCount,
    sizes,
    builder,
  };
  assertFinite(results);
  assertEquivalentForms(results);
  assertRendersCounted(results);
  // Formatted as the repository's Prettier check expects, so results.md can be committed as written.
  const reportPath = `${benchFolder}${quick ? 'reports/results-quick.md' : 'results.md'}`;
  const prettierOptions = (await resolveConfig(reportPath)) ?? {};
  const report = await format(renderReport(results), { ...prettierOptions, parser: 'markdown' });
  console.log(report);
  // The quick run must not overwrite the committed full results.
  mkdirSync(`${benchFolder}reports`, { recursive: true });
  writeFileSync(reportPath, report);
  writeFileSync(
    `${benchFolder}${quick ? 'reports/results-quick.raw.json' : 'results.raw.json'}`,
    `${JSON.stringify(results, null, 2)}\n`,
  );
  console.log(
    `bench ${results.mode} run finished in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv.includes('--chat-only')) await runChatOnly();
else if (process.argv.includes('--profile')) await runProfileOnly();
else if (process.argv.includes('--size-only')) await runSizeOnly();
else if (process.argv.includes('--size-modules')) await runSizeModulesOnly();
else if (process.argv.includes('--core-only')) await runCoreOnly();
else await main();
