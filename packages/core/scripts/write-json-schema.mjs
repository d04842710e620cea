// Runs after tsc: writes dist/schema.json from the built schemas, so the published file and
// createFormMessageJsonSchema() can never disagree.
import { writeFileSync } from 'node:fs';

import { createFormMessageJsonSchema } from '../dist/json-schema.js';

const target = new URL('../dist/schema.json', import.meta.url);
writeFileSync(target, JSON.stringify(createFormMessageJsonSchema(), null, 2) + '\n');
console.log(`wrote ${target.pathname}`);
