// Budgets for what a consumer's bundler ships at first load. The date-fns patterns a custom
// dateTimeFormat needs are a dynamic import, a chunk of its own in an app's bundle (Vite splits it
// out): left out here, as size-limit would otherwise inline it. bench/results.md shows its size.
const splitChunks = (config) => ({
  ...config,
  external: [...config.external, '*/date-time-pattern-engine.js'],
});

export default [
  {
    name: '@chatforms/react + @chatforms/core (InteractiveForm; peers excluded)',
    path: 'node_modules/@chatforms/react/dist/index.js',
    import: '{ InteractiveForm }',
    ignore: ['react', 'react-dom', 'react-hook-form', 'zod', 'date-fns', 'date-fns-tz'],
    gzip: true,
    modifyEsbuildConfig: splitChunks,
    limit: '25.5 kB',
  },
  {
    name: '@chatforms/react + @chatforms/core with every dependency (InteractiveForm; react, react-dom excluded)',
    path: 'node_modules/@chatforms/react/dist/index.js',
    import: '{ InteractiveForm }',
    ignore: ['react', 'react-dom'],
    gzip: true,
    modifyEsbuildConfig: splitChunks,
    limit: '49.5 kB',
  },
];
