import type { RendererResult } from './browser-bench.js';
import type { BuilderResult } from './builder-bench.js';
import type { ChatResult } from './chat-bench.js';
import {
  type ChatFigure,
  chatRatioBudgets,
  defaultPropsPages,
  findBestPeerRatio,
  findDefaultPropsRatio,
} from './chat-ratios.js';
import type { CoreResult } from './core-bench.js';
import type { Environment } from './environment.js';
import type { FirstLoadModule } from './first-load-modules.js';
import {
  formatKilobytes,
  formatNumber,
  formatRatio,
  formatSummary,
  table,
} from './report-format.js';
import type { SizeResult } from './size-bench.js';
import { summarize } from './statistics.js';

/** Everything one run measured. */
export interface BenchResults {
  mode: 'full' | 'quick';
  environment: Environment & { chromium: string };
  settings: string;
  core: CoreResult[];
  renderers: RendererResult[];
  chat: ChatResult[];
  chatFormCount: number;
  sizes: SizeResult[];
  builder: BuilderResult;
}

function renderEnvironment({ environment, settings, mode }: BenchResults): string {
  const versions = Object.entries(environment.versions).map(
    ([name, version]) => `${name} ${version}`,
  );
  return [
    `Mode: ${mode}. ${settings}`,
    `Machine: ${environment.cpuCount} CPUs (${environment.cpuModel}), Node ${environment.node}, Chromium ${environment.chromium} (headless, Debian); 1-minute load average ${environment.loadAverage.toFixed(1)} when the run started.`,
    `Versions: ${versions.join(', ')}.`,
  ].join('\n\n');
}

function renderSizes(sizes: readonly SizeResult[]): string {
  const rows = sizes.map((size) => [
    size.name,
    size.excludes,
    formatKilobytes(size.minifiedBytes),
    formatKilobytes(size.gzippedBytes),
  ]);
  return table(['bundle', 'leaves out', 'minified', 'gzip -9'], rows);
}

function findSize(sizes: readonly SizeResult[], role: SizeResult['role']): SizeResult | undefined {
  return sizes.find((size) => size.role === role);
}

/** gzip ratios of chatforms alone and with its non-React peers against each competitor. */
function renderSizeRatios(sizes: readonly SizeResult[]): string {
  const ours = findSize(sizes, 'ours');
  const withPeers = findSize(sizes, 'ours-with-peers');
  const react = findSize(sizes, 'react');
  const rows = (['rjsf', 'adaptivecards'] as const).flatMap((role) => {
    const theirs = findSize(sizes, role);
    if (
      ours === undefined ||
      withPeers === undefined ||
      react === undefined ||
      theirs === undefined
    )
      return [];
    const theirsWithReact = theirs.gzippedBytes + (role === 'rjsf' ? react.gzippedBytes : 0);
    return [
      [
        theirs.name,
        formatRatio(ours.gzippedBytes, theirs.gzippedBytes),
        formatRatio(withPeers.gzippedBytes, theirs.gzippedBytes),
        formatRatio(withPeers.gzippedBytes + react.gzippedBytes, theirsWithReact),
      ],
    ];
  });
  return table(
    [
      'competitor (gzip)',
      'chatforms, peers excluded',
      'chatforms + react-hook-form, zod, date-fns',
      'everything a page loads, React included',
    ],
    rows,
  );
}

/** The operation each baseline is compared with, by the baseline's name. */
function findOurOperation(operation: string): string | undefined {
  if (operation.startsWith('JSON.parse')) return 'parseFormMessage (text)';
  const state =
    /^(?:ajv, form as JSON Schema|createSubmissionSchema once, then safeParse) \((.+)\)$/.exec(
      operation,
    )?.[1];
  return state === undefined ? undefined : `validateSubmission (${state})`;
}

/**
 * A baseline's speed against ours: the median over rounds of the two speeds measured in the same
 * round, a second or so apart, so a change in the machine's load between rounds cancels out.
 */
function comparePaired(baseline: CoreResult, ours: CoreResult): number {
  const ratios = baseline.roundOpsPerSecond.map(
    (speed, round) => speed / (ours.roundOpsPerSecond[round] ?? Number.NaN),
  );
  return summarize(ratios).median;
}

/** The core table: each operation's speed, and each baseline's against ours. */
export function renderCore(core: readonly CoreResult[]): string {
  const rows = core.map((result) => {
    const oursName = findOurOperation(result.operation);
    const ours = core.find(
      (other) =>
        other.fieldCount === result.fieldCount &&
        other.form === result.form &&
        other.operation === oursName,
    );
    const versus =
      ours === undefined ? '—' : `${comparePaired(result, ours).toFixed(1)}× ${ours.operation}`;
    return [
      result.form === 'large form'
        ? String(result.fieldCount)
        : `${result.fieldCount} ${result.form}`,
      result.operation,
      formatSummary(result.opsPerSecond),
      versus,
      result.outcome,
    ];
  });
  return table(
    ['fields', 'operation', 'ops/s median (min–max)', 'baseline speed vs ours', 'result'],
    rows,
  );
}

function renderRenderers(renderers: readonly RendererResult[]): string {
  const rows = renderers.map((result) => [
    String(result.fieldCount),
    result.renderer,
    formatSummary(result.mountMs),
    formatNumber(result.mountRenders.median),
    formatSummary(result.keystrokeMs),
    formatSummary(result.keystrokeRenders),
    formatSummary(result.keystrokeMutations),
    formatSummary(result.submitMs),
    formatSummary(result.submitCpuMs),
    formatNumber(result.submitRenders.median),
    String(result.submitErrors),
  ]);
  return table(
    [
      'fields',
      'renderer',
      'mount ms',
      'renders at mount',
      'keystroke ms',
      'renders / keystroke',
      'DOM mutations / keystroke',
      'submit-validation ms',
      'submit CPU ms',
      'renders / submit',
      'fields shown invalid',
    ],
    rows,
  );
}

function renderRendererRatios(renderers: readonly RendererResult[]): string {
  const rows = renderers
    .filter((result) => result.renderer !== 'chatforms')
    .flatMap((result) => {
      const ours = renderers.find(
        (other) => other.renderer === 'chatforms' && other.fieldCount === result.fieldCount,
      );
      if (ours === undefined) return [];
      return [
        [
          String(result.fieldCount),
          result.renderer,
          formatRatio(ours.mountMs.median, result.mountMs.median),
          formatRatio(ours.keystrokeMs.median, result.keystrokeMs.median),
          result.renderer === 'adaptivecards'
            ? 'n/a (not React)'
            : formatRatio(ours.keystrokeRenders.median, result.keystrokeRenders.median),
          formatRatio(ours.submitMs.median, result.submitMs.median),
          formatRatio(ours.submitCpuMs.median, result.submitCpuMs.median),
        ],
      ];
    });
  return table(
    [
      'fields',
      'competitor',
      'mount time',
      'keystroke time',
      'renders / keystroke',
      'submit-validation time',
      'submit CPU time',
    ],
    rows,
  );
}

function renderCoreShare(renderers: readonly RendererResult[]): string {
  const lines = renderers.flatMap((result) =>
    result.coreWorkMs === undefined
      ? []
      : [
          `${formatSummary(result.coreWorkMs)} ms of the ${formatNumber(result.mountMs.median)} ms at ${result.fieldCount} fields`,
        ],
  );
  return `Share of the chatforms mount spent in @chatforms/core (lenient parse and defaults; the submission schema waits for the first validation; measured alone in the same page): ${lines.join('; ')}.`;
}

/** A figure with its ratio to plain React's: "30.4 (1.2× plain React)"; "—" where not measured. */
function formatAgainstPlain(value: number | undefined, plain: number | undefined): string {
  if (value === undefined) return '—';
  const ratio = plain === undefined || plain === 0 ? '' : ` (${(value / plain).toFixed(2)}×)`;
  return `${formatNumber(value)}${ratio}`;
}

/** The chat-history table: every page's figures with their ratio to plain React's. */
export function renderChat(chat: readonly ChatResult[], formCount: number): string {
  const plain = chat.find((result) => result.page === 'plain-react');
  const megabytes = (bytes: number) => bytes / 1024 / 1024;
  const rows = chat.map((result) => [
    result.page,
    formatAgainstPlain(result.oneFormMs?.median, plain?.oneFormMs?.median),
    formatAgainstPlain(result.oneFormCpuMs?.median, plain?.oneFormCpuMs?.median),
    formatAgainstPlain(result.firstFormMs?.median, plain?.firstFormMs?.median),
    formatAgainstPlain(result.chatMountMs.median, plain?.chatMountMs.median),
    formatAgainstPlain(result.chatMountCpuMs.median, plain?.chatMountCpuMs.median),
    formatAgainstPlain(
      megabytes(result.retainedHeapBytes.median),
      plain === undefined ? undefined : megabytes(plain.retainedHeapBytes.median),
    ),
  ]);
  return [
    table(chatHeader(formCount), rows),
    `### chatforms with default props against the best peer and React's floor (${formCount} forms)`,
    renderDefaultPropsRatios(chat, formCount),
  ].join('\n\n');
}

function chatHeader(formCount: number): string[] {
  return ['page', ...chatFigures.map(([, describe]) => describe(formCount))];
}

/** The chat table's figures, in its order, each with its column's name. */
const chatFigures: readonly (readonly [ChatFigure, (formCount: number) => string])[] = [
  ['oneFormMs', () => 'one form (10 fields) mount ms'],
  ['oneFormCpuMs', () => 'one form, CPU ms'],
  ['firstFormMs', () => 'first form in a fresh page ms'],
  ['chatMountMs', (formCount) => `${formCount} forms mount ms`],
  ['chatMountCpuMs', (formCount) => `${formCount} forms, CPU ms`],
  ['retainedHeapBytes', (formCount) => `JS heap kept by ${formCount} forms, MB`],
];

const formatTimes = (ratio: number | undefined) =>
  ratio === undefined ? '—' : `${ratio.toFixed(2)}×`;

/**
 * Issue 37's comparison, on every figure of the chat table: chatforms with default props (a history
 * renders live) ÷ the best of rjsf and Adaptive Cards, and ÷ React's floor, medians of this run.
 */
function renderDefaultPropsRatios(chat: readonly ChatResult[], formCount: number): string {
  const budgets = new Map(chatRatioBudgets.map((budget) => [budget.figure, budget]));
  const rows = chatFigures.map(([figure, describe]) => {
    const budget = budgets.get(figure);
    return [
      describe(formCount),
      defaultPropsPages[figure],
      formatTimes(findBestPeerRatio(chat, figure)),
      formatTimes(findDefaultPropsRatio(chat, figure, 'react-floor')),
      budget === undefined ? '—' : `${budget.limit}× of ${budget.reference}`,
    ];
  });
  return [
    table(
      [
        'figure',
        'chatforms page',
        '÷ best of rjsf and Adaptive Cards',
        "÷ React's floor",
        'CI budget (quick run)',
      ],
      rows,
    ),
    'Ratios of medians in this run; below 1× chatforms is the faster or lighter. The CI budgets are ' +
      "held by `src/harness.test.ts` on the quick run's own ratios (`src/chat-ratios.ts`).",
  ].join('\n\n');
}

/** The whole report as markdown: environment, sizes, core throughput, renderers and ratios. */
function renderBuilder(builder: BuilderResult): string {
  return [
    table(
      ['figure', 'value'],
      [
        [
          'first load: JS + CSS in index.html, gzip -9',
          formatKilobytes(builder.firstLoadGzippedBytes),
        ],
        ['loaded later (JSON editor), gzip -9', formatKilobytes(builder.lazyGzippedBytes)],
        ['page open until the palette works, ms', formatSummary(builder.readyMs)],
        [
          `keystroke in the inspector, ${builder.fieldCount}-field form, ms`,
          formatSummary(builder.keystrokeMs),
        ],
        [
          'the same keystroke until all four previews show it, ms',
          formatSummary(builder.previewMs),
        ],
      ],
    ),
    [
      'The built builder served by its own server on 127.0.0.1. A keystroke is one `input` event on the',
      "selected element's Label field, timed in the page: handled is until React has updated the draft and",
      'canvas (the previews follow a deferred value); previews is until all four show the new text, checked',
      'once per animation frame, so it counts whole frames.',
    ].join('\n'),
  ].join('\n\n');
}

/** The size section of the report: each bundle, then chatforms against each competitor. */
export function renderSizeSection(sizes: readonly SizeResult[]): string {
  return [
    '## Size: JavaScript a consumer bundles (Vite 8 / rolldown, minified, tree-shaken; gzip level 9)',
    'Each row is what a page loads first. A chunk that a bundle reaches only through `import()` is left out of it and measured in a row of its own: chatforms loads its dateTime code for the first form with a date, date-fns for a custom `dateTimeFormat`, the JSON syntax locator for a message given as broken JSON text, the texts of a language other than English, the view of a card, scheduler or custom interactive message, what a press or a check of values runs, and the live form with react-hook-form (both asked for once a form is on screen, so that no first press or first interaction waits).',
    renderSizes(sizes),
    '### chatforms size compared with each competitor (less is better)',
    renderSizeRatios(sizes),
  ].join('\n\n');
}

/** A module's package: `react-hook-form`, `zod`, `core` or `react` (chatforms' own). */
function findModulePackage(name: string): string {
  const [scopeOrName = '', second = ''] = name.split('/');
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${second}` : scopeOrName;
}

/** The first load's modules by what each adds to its gzip size, largest first, and each package's sum. */
export function renderFirstLoadModules(modules: readonly FirstLoadModule[]): string {
  const packages = new Map<string, { minified: number; gzip: number }>();
  for (const module of modules) {
    const name = findModulePackage(module.name);
    const sum = packages.get(name) ?? { minified: 0, gzip: 0 };
    packages.set(name, {
      minified: sum.minified + module.minifiedBytes,
      gzip: sum.gzip + module.gzipBytes,
    });
  }
  return [
    "## chatforms' first load by module (every dependency but React; each module minified alone)",
    'gzip: how much smaller the gzipped first load is without the module.',
    table(
      ['package', 'modules', 'minified', 'gzip'],
      [...packages].map(([name, sum]) => [
        name,
        String(modules.filter((module) => findModulePackage(module.name) === name).length),
        formatKilobytes(sum.minified),
        formatKilobytes(sum.gzip),
      ]),
    ),
    table(
      ['module', 'minified B', 'gzip B'],
      modules.map((module) => [
        module.name,
        String(module.minifiedBytes),
        String(module.gzipBytes),
      ]),
    ),
  ].join('\n\n');
}

export function renderReport(results: BenchResults): string {
  return [
    '# chatforms benchmark',
    renderEnvironment(results),
    renderSizeSection(results.sizes),
    '## Core: operations per second (tinybench; median of rounds, min–max)',
    renderCore(results.core),
    [
      'The operations of one size take turns within each round, a second or so apart. A baseline',
      'against ours is the median over rounds of the two speeds in the same round, not a ratio of the',
      "medians, so the machine's load moving between rounds does not move the ratio.",
    ].join('\n'),
    '## Renderers in Chromium (production builds; median of mounts or keystrokes, min–max)',
    renderRenderers(results.renderers),
    renderCoreShare(results.renderers),
    '### chatforms compared with each competitor (less is better: "3× less" means chatforms takes a third)',
    renderRendererRatios(results.renderers),
    [
      'How it is measured: each step runs inside the page and is timed with `performance.now()` from the call',
      '(mount: `flushSync` render or `card.render()`; keystroke: one `input` event on the first optional text',
      'field; submit: a click on the submit button) until the work it queued has run and style and layout are',
      'forced, so the wait for the next frame is not counted. Renders are React components that mounted or did',
      'work in a commit, counted through the React DevTools commit hook (Profiler `onRender` is a no-op in',
      'production builds). Adaptive Cards is not React: its renders are 0 and its DOM mutations (MutationObserver',
      'records) are the comparable figure. Submit runs on an untouched form, so every required field (a third) fails;',
      'the run stops if any renderer flags a different number. The three pages take turns mount by mount, so load',
      'from other work on the machine falls on all of them alike; ratios are of medians. Submit CPU is the',
      "page's main-thread CPU time over the same submit (Chromium's `ThreadTime`, read through CDP before and",
      "after it, less the harness's own calls), which a loaded machine does not inflate as it does the wall clock.",
    ].join('\n'),
    '## Chat history in Chromium (medians; in brackets, the ratio to plain React)',
    renderChat(results.chat, results.chatFormCount),
    [
      'A chat form has 10 fields: three text inputs, a dropdown, radios, checkboxes and three dateTime',
      'pickers with zones and bounds (`src/chat-form.ts`). plain-react is a hand-written uncontrolled React',
      "form of the same fields (native inputs, no library); react-floor renders chatforms' own markup with",
      'React, as elements made beforehand with no component behind them (what React alone takes for that',
      'DOM); dom-floor sets the same markup as HTML, with no JavaScript behind it. React pages render the',
      'history as one list in one root; Adaptive Cards renders',
      'a card per bubble. chatforms renders one form and the history with default props: each form static,',
      'the same markup without react-hook-form, until the reader interacts with it; chatforms-live-history',
      'renders every form of the history live from its first render (`offscreen="live"`), to show what that costs;',
      'chatforms-parsed renders with default props messages that core has already parsed (as an app that',
      'reads its messages with core does), a parse made before the timer, as the other renderers convert theirs.',
      'Mount times are timed in the page until style and layout are forced; the first form',
      'of a fresh page is `performance.now()` at that point, from navigation start, in a new browser context.',
      "The CPU columns are the page's main-thread CPU time over the same mounts (Chromium's `ThreadTime`",
      'metric, read through CDP before and after each): the wall clock also counts the time the thread waits',
      'while other work on a loaded machine runs, and the CPU time does not. The CPU of the same step with no',
      "form (the harness's own calls, about 1 ms) is taken off, so the ratios are the pages' own work.",
      "The heap is V8's used heap (`Runtime.getHeapUsage`) after two forced collections",
      '(`HeapProfiler.collectGarbage`) with the history mounted, less the same with nothing mounted, in rounds',
      'of its own after the timed ones: a forced collection leaves the next mounts recompiling cold code.',
    ].join('\n'),
    '## Builder (apps/builder) in Chromium',
    renderBuilder(results.builder),
  ].join('\n\n');
}
