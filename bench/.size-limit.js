// Budgets for what a consumer's bundler ships at first load. The dateTime element's code, the
// date-fns patterns a custom dateTimeFormat needs, the JSON syntax locator and the view of cards,
// schedulers and custom interactive messages are dynamic imports,
// chunks of their own in an app's bundle (Vite splits them out): left out here, as size-limit would
// otherwise inline them. bench/results.md shows their size.
const splitChunks = (config) => ({
  ...config,
  external: [
    ...config.external,
    '*/date-time-pattern-engine.js',
    '*/elements/date-time-behaviour.js',
    '*/find-json-syntax-error.js',
    '*/cards/other-interactive-view.js',
    '*/replay-early-input.js',
  ],
});

export default [
  {
    name: '@chatforms/react + @chatforms/core (InteractiveForm; peers excluded)',
    path: 'node_modules/@chatforms/react/dist/index.js',
    import: '{ InteractiveForm }',
    ignore: ['react', 'react-dom', 'react-hook-form', 'zod', 'date-fns', 'date-fns-tz'],
    gzip: true,
    modifyEsbuildConfig: splitChunks,
    // The fields' own binding to react-hook-form (field-source.ts) is counted here since it replaced
    // useController: 21.15 kB here, and 0.8 kB less in all below. Reading a message object without
    // copying it (read-json.ts: a parse a fifth to a quarter faster) added about 0.08 kB, and asking
    // the runtime's Temporal for the host's zone (runtime-temporal.ts: no Intl formatter, which costs
    // Chromium 25 to 85 ms at a page's first form) about 0.08 kB more. Focusing the first invalid
    // field before the paint, and showing no progress while a press validates, about 0.1 kB more.
    // A static form turning live in place (its controller made beside it and handed over, so its
    // elements keep their DOM), about 0.1 kB more. Reading the forms the chat service's docs write
    // as its kit does (shared ids kept apart, an ignored dateTimeFormat replaced, "true" and "1" read
    // as a boolean and a number: separate-shared-ids.ts, read-scalar-texts.ts,
    // date-time-format-fallback.ts), warning about a goal the kit never or at once completes
    // (check-goal-reachable.ts) and holding deep links to the absolute-URL rule, about 1.9 kB more
    // (4.2 kB minified); measured per module with esbuild's metafile. Telling a card, scheduler or
    // custom interactive message from a form and loading their view on demand, about 0.16 kB more.
    limit: '24.1 kB',
  },
  {
    name: '@chatforms/react + @chatforms/core with every dependency (InteractiveForm; react, react-dom excluded)',
    path: 'node_modules/@chatforms/react/dist/index.js',
    import: '{ InteractiveForm }',
    ignore: ['react', 'react-dom'],
    gzip: true,
    modifyEsbuildConfig: splitChunks,
    limit: '46.1 kB',
  },
];
