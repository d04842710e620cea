import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type CodeBlock, readCodeBlocks, repositoryRoot } from '@chatforms/docs';

/** A recipe's example app, exactly as its page shows it. */
export interface Recipe {
  /** The app's `src/main.tsx`. */
  main: string;
  /** Every other file the page shows, by its path in the app (a block whose fence names `src/…`). */
  files: Record<string, string>;
  /** The packages the page's `npm install` line pins, by name. */
  dependencies: Record<string, string>;
  /** The request body the page shows (its one `json` block). */
  requestBody: unknown;
}

/** `npm install a@1.2.3 @scope/b@4.5.6` → `{ a: '1.2.3', '@scope/b': '4.5.6' }`; exact versions only. */
function readPins(block: CodeBlock): Record<string, string> {
  const pins = [
    ...block.code.matchAll(/(?:^|\s)((?:@[\w.-]+\/)?[\w.-]+)@(\d+\.\d+\.\d+)(?=\s|$)/g),
  ];
  return Object.fromEntries(pins.map(([, name, version]) => [name, version]));
}

function findOne(blocks: CodeBlock[], what: string, matches: (block: CodeBlock) => boolean) {
  const found = blocks.filter(matches);
  if (found.length !== 1 || found[0] === undefined)
    throw new Error(`expected one ${what} in ${blocks[0]?.file}, found ${found.length}`);
  return found[0];
}

/** Reads `docs/recipes/<kit>.md`: the app's files, the kit's pins and the request it documents. */
export function readRecipe(kit: string): Recipe {
  const file = `docs/recipes/${kit}.md`;
  const blocks = readCodeBlocks(readFileSync(join(repositoryRoot, file), 'utf8'), file);
  const sources = blocks.filter((block) => block.meta.startsWith('src/'));
  const main = findOne(sources, 'src/main.tsx block', (block) => block.meta === 'src/main.tsx');
  const install = findOne(blocks, 'npm install block', (block) =>
    block.code.startsWith('npm install '),
  );
  const request = findOne(blocks, 'json block', (block) => block.language === 'json');
  return {
    main: `${main.code}\n`,
    files: Object.fromEntries(
      sources.filter((block) => block !== main).map((block) => [block.meta, `${block.code}\n`]),
    ),
    dependencies: readPins(install),
    requestBody: JSON.parse(request.code),
  };
}
