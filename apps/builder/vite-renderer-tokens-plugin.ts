import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

// The module id main.tsx imports the renderer's tokens by.
const rendererTokensId = 'virtual:chatforms-renderer-tokens.css';

/**
 * The renderer's `--chatforms-*` declarations from the first `:where(.chatforms)` rule of its
 * styles.css, declared again on `:root`. The renderer declares its tokens on the form's root only,
 * where the builder's own chrome cannot read them; the builder's tokens derive from this copy, so
 * the renderer's file stays the one place the type scale, spaces, radii and colours are written.
 */
export function extractRendererTokens(css: string): string {
  const start = css.indexOf(':where(.chatforms) {');
  if (start === -1) throw new Error('the renderer styles have no :where(.chatforms) rule');
  const block = css.slice(start, css.indexOf('}', start));
  const declarations = [...block.matchAll(/(--chatforms-[\w-]+):\s*([^;]+);/g)].map(
    ([, name, value]) => `  ${name}: ${value?.replace(/\s+/g, ' ').trim()};`,
  );
  if (declarations.length === 0) throw new Error('the renderer styles declare no tokens');
  return `:root {\n${declarations.join('\n')}\n}\n`;
}

/** Serves `virtual:chatforms-renderer-tokens.css`, read afresh from the renderer's styles.css. */
export function rendererTokensPlugin(stylesPath: string): Plugin {
  return {
    name: 'chatforms-renderer-tokens',
    resolveId(source) {
      return source === rendererTokensId ? rendererTokensId : undefined;
    },
    load(id) {
      if (id !== rendererTokensId) return undefined;
      this.addWatchFile(stylesPath);
      return extractRendererTokens(readFileSync(stylesPath, 'utf8'));
    },
  };
}
