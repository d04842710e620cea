// esbuild bundles the renderer's stylesheet that the demo page imports for its side effects.
declare module '*.css';
