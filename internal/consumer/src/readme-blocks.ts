import { type CodeBlock, readRepositoryCodeBlocks } from '@chatforms/docs';

/** The READMEs a consumer reads: the repository's and each publishable package's. */
export const consumerReadmes = [
  'README.md',
  'packages/core/README.md',
  'packages/react/README.md',
  'packages/chat-api/README.md',
  'packages/cli/README.md',
  'packages/server/README.md',
  'packages/cometchat/README.md',
];

/** Whether a block is TypeScript that must compile: every ts/tsx block not marked `illustrative`. */
function isCompiledBlock(block: CodeBlock): boolean {
  return (
    (block.language === 'ts' || block.language === 'tsx') &&
    !block.meta.split(/\s+/).includes('illustrative')
  );
}

/** The compiled blocks of the given READMEs, in document order. */
export function listCompiledBlocks(readmes: (file: string) => boolean): CodeBlock[] {
  return readRepositoryCodeBlocks().filter(
    (block) => readmes(block.file) && isCompiledBlock(block),
  );
}

/** A file name that says where the block comes from: `packages/core/README.md:10` → `packages-core-readme-10.ts`. */
export function toSnippetFileName(block: CodeBlock): string {
  const readme = block.file
    .replace(/\.md$/i, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase();
  return `${readme}-${block.line}.${block.language}`;
}

/** `README.md:79`, the way a failure names a block. */
export const describeBlock = (block: CodeBlock) => `${block.file}:${block.line}`;

/** The one compiled block of `file` whose code contains `marker`. */
export function findBlock(file: string, marker: string): CodeBlock {
  const found = listCompiledBlocks((name) => name === file).filter((block) =>
    block.code.includes(marker),
  );
  if (found.length !== 1 || found[0] === undefined)
    throw new Error(
      `expected one ts/tsx block of ${file} with \`${marker}\`, found ${found.length}`,
    );
  return found[0];
}
