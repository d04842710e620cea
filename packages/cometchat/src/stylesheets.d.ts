// index.ts imports stylesheets for what they do; bundlers load them, TypeScript only needs the names.
declare module '*.css';
