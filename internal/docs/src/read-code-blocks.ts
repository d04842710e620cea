import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import type { Code, Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

/** One fenced code block of a Markdown file: its language, the words after it, and its text. */
export interface CodeBlock {
  /** The file, relative to the repository root. */
  file: string;
  /** The line of the opening fence. */
  line: number;
  language: string;
  /** The rest of the info string (` ```sh illustrative ` → `illustrative`). */
  meta: string;
  code: string;
}

/** The repository root: two folders above this package. */
export const repositoryRoot = new URL('../../../', import.meta.url).pathname;

const documentFolders = [
  '.',
  'docs',
  'docs/recipes',
  'packages',
  'apps',
  'internal',
  'bench',
  'examples',
];

/**
 * Every README and doc a reader meets: root `*.md`, `docs/*.md`, the chat UI recipes
 * (`docs/recipes/*.md`) and each workspace's README.
 */
export function listDocumentFiles(root = repositoryRoot): string[] {
  const files: string[] = [];
  for (const folder of documentFolders) {
    const path = join(root, folder);
    if (!existsSync(path)) continue;
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.md')) files.push(join(path, entry.name));
      else if (entry.isDirectory() && !['.', 'docs', 'docs/recipes'].includes(folder)) {
        const readme = join(path, entry.name, 'README.md');
        if (existsSync(readme)) files.push(readme);
      }
    }
  }
  return files.map((file) => relative(root, file)).sort();
}

/** The fenced code blocks of one Markdown text, in document order (CommonMark, via mdast). */
export function readCodeBlocks(markdown: string, file: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'code') blocks.push(toCodeBlock(node, file));
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(fromMarkdown(markdown));
  return blocks;
}

function toCodeBlock(node: Code, file: string): CodeBlock {
  return {
    file,
    line: node.position?.start.line ?? 0,
    language: node.lang ?? '',
    meta: node.meta ?? '',
    code: node.value,
  };
}

/** Every code block of every document of the repository. */
export function readRepositoryCodeBlocks(root = repositoryRoot): CodeBlock[] {
  return listDocumentFiles(root).flatMap((file) =>
    readCodeBlocks(readFileSync(join(root, file), 'utf8'), file),
  );
}
