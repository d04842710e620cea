// Vite bundles the stylesheets that preview.tsx imports for their side effects.
declare module '*.css';
