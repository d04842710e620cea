// Budgets for what a consumer's bundler ships at first load. The dateTime element's code, the
// date-fns patterns a custom dateTimeFormat needs, the JSON syntax locator, the view of cards,
// schedulers and custom interactive messages, the replay of what a reader typed into a server's
// form before it hydrated, the texts of every language but English (one chunk to find a
// language's, then one per language), what a press or a check of values runs and the live form
// (react-hook-form and the controller: live-form.js) are dynamic imports,
// chunks of their own in an app's bundle (Vite splits them out): left out here, as size-limit would
// otherwise inline them. bench/results.md shows their size. So are the number's and the rating's
// fields (element-components.ts: `loadOnDemand`), which only a form holding one waits for.
const splitChunks = (config) => ({
  ...config,
  external: [
    ...(config.external ?? []),
    '*/date-time-pattern-engine.js',
    '*/date-time-behaviour.js',
    '*/find-json-syntax-error.js',
    '*/cards/other-interactive-view.js',
    '*/replay-early-input.js',
    '*/locales/find-catalog.js',
    '*/interaction-code.js',
    '*/number-field.js',
    '*/rating-field.js',
    '*/live-form.js',
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
    // Picking the form's language (a `locale` prop or the page's, watched for changes; the texts of
    // every language but English loaded on demand; `translations`; dir and lang on the root) and
    // telling required choices and dates out of range in it, about 0.84 kB more (24.09 → 24.93);
    // the 20 languages' texts themselves add nothing here (bench/results.md: their chunks).
    // Element and action registries as instances, passed through parsing and submission
    // (`{ registry }`), and the exported schemas following the default registry, about 0.22 kB more
    // (24.95 → 25.17). A form with dates suspending in a Suspense boundary while its code loads, so
    // that hydration keeps the server's form (the replay of early input is a chunk of its own), with
    // the loading root and the form's root each reading the language inside that boundary, about
    // 0.05 kB more (25.17 → 25 217 B). Issue 37 asks bytes to stay at or below Adaptive Cards'
    // first load: see bench/results.md for that comparison, measured by `pnpm bench`. Forms static
    // by default and live at the reader's first interaction (a change or press made while static
    // handed to the live form; warnings from the static view, once), with useInteractiveForm split
    // into named hooks (issue 38), about 0.11 kB more (25 217 → 25 326 B), less the near-view check.
    // Action types an application registers (`registerActionType`: parsed with the registry's
    // buttons, run through `onCustomAction`), with useButtonActions split into named parts (issue
    // 38), about 0.39 kB more (25.33 → 25.72 kB). A server's form that a press before its script
    // ran cannot submit natively (`method="dialog"`), and what a reader typed, chose or checked in
    // it before it hydrated read at hydration in every form, not only one that waited for code
    // (the replay itself still a chunk of its own), about 0.13 kB more (25.72 → 25.85 kB).
    // Validation rules (issue 40: minLength, maxLength,
    // pattern on text inputs, minSelected, maxSelected on checkbox groups, checked when parsed and
    // submitted; the character counter; six texts per language), about 1.75 kB more (25.72 → 27.47
    // kB); 4.9 kB minified, measured per module with esbuild's metafile: text-rules.js 1.97 kB,
    // choice-count-rules.js 1.21 kB, character-counter.js 0.65 kB, the rest in the files they touch.
    // The number element (issue 40: its schema, decimal reading, min/max/step check and field; 3.7 kB
    // minified by esbuild's metafile), about 1.13 kB more (measured alone, 25.85 → 26.98 kB): built-in element
    // types are static in the registries, and only dateTime's code has an on-demand path of its own.
    // Both: 28.72 kB. What a press or a check of values runs (the action
    // runners and the request, the submission schema and the field errors: interaction-code.ts) a
    // chunk of its own, asked for once a form is on screen, about 3 kB less (measured alone 25.72 →
    // 22.76 kB, with core's input elements apart from the submission plan; with the rules and the
    // number element: 25.64 kB); measured per module with
    // `pnpm --filter @chatforms/bench bench --size-modules`. The server's next step (issue 40:
    // next-step.ts, the swap keyed in <InteractiveForm>, the new form's focus and announcement; its
    // reading of the answer is in the chunk above), about 0.29 kB more (25.64 → 25.93 kB).
    // The rating element (issue 40: its schema, scale check and spec fallback in core, its field),
    // about 1 kB more (25.64 → 26.66 kB), 0.69 kB of it core's (/renderer 26.29 → 26.98 kB, below).
    // The number's and the rating's fields then loaded on demand, chunks of their own: 0.14 kB less
    // (26.66 → 26.52 kB; Vite's minified first load 81.0 → 80.3 KB). Their core definitions
    // (schemas, value checks) stay in the registry's first load: the bulk of both types' bytes.
    // The live form (its controller, the fields' binding to react-hook-form: live-form.js) a chunk
    // of its own, asked for once a form is on screen and awaited when a form turns live, about
    // 2 kB less (25.64 → 23.57 kB); a message core parsed shown without a second parse
    // (findParseResult), about 0.06 kB more (23.63 kB). The budget is that and a small margin.
    // Conditional visibility and the receipt
    // (issue 40: visibleWhen's schema and reference checks, the hidden fields the form view leaves
    // out, the answers the completion view lists), about 1.67 kB more (25.64 → 27.31 kB); 4.6 kB
    // minified in their own modules by --size-modules (visibility-rules.js 1.92 kB, visible-when.js
    // 0.94, use-hidden-element-ids.js 0.78, receipt.js 0.56, visibility.js 0.41), the rest in the
    // files they touch.
    // A form's own texts in other languages (translations: its schema and checks in core, the
    // language's texts applied where the form renders), about 1.2 kB more measured alone. Everything
    // above merged together: 27.91 kB.
    limit: '27.95 kB',
  },
  {
    name: '@chatforms/react + @chatforms/core with every dependency (InteractiveForm; react, react-dom excluded)',
    path: 'node_modules/@chatforms/react/dist/index.js',
    import: '{ InteractiveForm }',
    ignore: ['react', 'react-dom'],
    gzip: true,
    modifyEsbuildConfig: splitChunks,
    // The same Suspense-based loading as above: 47 228 B when measured; 47 327 B with forms live at
    // the reader's first interaction, as above; 47.77 kB with registered action types, as above;
    // 47.89 kB with early input read at every hydration, as above; 49.47 kB with validation rules,
    // as above; 49.03 kB with the number element alone, as above; 50.69 kB with both; 44.72 kB with
    // what a press or a check of values runs loaded on demand, measured alone, as above; 47.58 kB
    // with all three; 47.89 kB with the server's next step, as above; 48.56 kB with the rating;
    // 48.48 kB with the two fields on demand, as above. The live form loaded on demand takes react-hook-form out of the first load
    // with it: 32.5 kB (15.1 kB less); 32.56 kB with findParseResult. A small margin over that.
    // with all three; 49.25 kB with conditional visibility and the receipt, as above.
    // Everything above merged together, translations included: 36.73 kB.
    limit: '36.8 kB',
  },
  // What an app of @chatforms/core alone ships per entry point, every dependency included (zod,
  // date-fns, date-fns-tz): a bundler keeps only what the imported names reach, so one factory or
  // one helper stays small while the server's schemas remain one import away.
  {
    name: '@chatforms/core, one factory (createTextInputElement)',
    path: 'node_modules/@chatforms/core/dist/index.js',
    import: '{ createTextInputElement }',
    gzip: true,
    limit: '10 kB',
  },
  {
    name: '@chatforms/core, one helper (isHttpUrl)',
    path: 'node_modules/@chatforms/core/dist/index.js',
    import: '{ isHttpUrl }',
    gzip: true,
    limit: '1 kB',
  },
  {
    name: '@chatforms/core, the schemas for a server (parseFormMessage, formMessageSchema, validateSubmission)',
    path: 'node_modules/@chatforms/core/dist/index.js',
    import: '{ parseFormMessage, formMessageSchema, validateSubmission }',
    gzip: true,
    // The registry instances (issue 38) added about 0.3 kB here and to the whole entry below;
    // registered action types (`registerActionType`) about 0.05 kB here, 0.1 kB in /renderer and
    // /editing. Validation rules (issue 40), about 1 kB more here and in every entry below
    // (43.75 → 44.74 kB; the whole entry 54.68 → 55.78, /renderer 24.2 → 25.32, /editing 38.07 →
    // 39.09), and 1.1 kB more to the factory above (7.64 → 8.76 kB: its schema checks the rules).
    // The number element about 1 kB more again here (45.73 kB), in the whole entry (56.83),
    // /renderer (26.29) and /editing (40.17). The rating element about 0.5 to 0.7 kB more again
    // (46.3 here; 57.45, 26.98 and 40.8 below).
    // /renderer (26.29) and /editing (40.17).
    // With the translations' checks and every part of issue 40 merged: 48.45 kB.
    limit: '48.5 kB',
  },
  {
    name: '@chatforms/core, the whole main entry',
    path: 'node_modules/@chatforms/core/dist/index.js',
    import: '*',
    gzip: true,
    // readNextStep and writeNextStep (the server's next step, issue 40), about 0.2 kB more (56.82 →
    // 57.02 kB); readNextStep about 0.15 kB more in /renderer below (26.36 → 26.51 kB).
    // findParseResult (a message a lenient parse returned, shown by the renderer without a second
    // parse), about 0.1 kB more here and in /renderer (56.82 → 56.93, 26.36 → 26.44 kB).
    // Everything merged (next step, rating, visibility, receipt, translations): 60.64 kB.
    limit: '60.7 kB',
  },
  {
    name: '@chatforms/core/renderer, the whole entry (its on-demand chunks excluded)',
    path: 'node_modules/@chatforms/core/dist/entries/renderer.js',
    import: '*',
    gzip: true,
    modifyEsbuildConfig: splitChunks,
    // Everything merged (next step, rating, visibility, receipt, translations): 29.94 kB.
    limit: '30 kB',
  },
  {
    name: '@chatforms/core/editing, the whole entry',
    path: 'node_modules/@chatforms/core/dist/entries/editing.js',
    import: '*',
    gzip: true,
    // The translations' editing (listFormTexts, setTranslatedText) and every part of issue 40
    // merged: 42.95 kB.
    limit: '43 kB',
  },
  {
    name: '@chatforms/core/date-time, the whole entry',
    path: 'node_modules/@chatforms/core/dist/entries/date-time.js',
    import: '*',
    gzip: true,
    limit: '30.45 kB',
  },
];
