// Runs after tsc: tsc emits only scripts, so the stylesheet index.js imports is copied beside it,
// with a declaration for the import that index.d.ts keeps (TypeScript finds `x.d.css.ts` for `x.css`).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';

const source = new URL('../src/cometchat.css', import.meta.url);
const target = new URL('../dist/cometchat.css', import.meta.url);
mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
copyFileSync(source, target);
writeFileSync(
  new URL('../dist/cometchat.d.css.ts', import.meta.url),
  '// A stylesheet: imported for what it does, it exports nothing.\nexport {};\n',
);
console.log(`copied ${target.pathname}`);
