// Runs after tsc: tsc emits only scripts, so the stylesheet is copied beside them for `./styles.css`.
import { copyFileSync, mkdirSync } from 'node:fs';

const source = new URL('../src/styles.css', import.meta.url);
const target = new URL('../dist/styles.css', import.meta.url);
mkdirSync(new URL('../dist/', import.meta.url), { recursive: true });
copyFileSync(source, target);
console.log(`copied ${target.pathname}`);
