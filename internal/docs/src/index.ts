export type { CodeBlock } from './read-code-blocks.js';
export {
  listDocumentFiles,
  readCodeBlocks,
  readRepositoryCodeBlocks,
  repositoryRoot,
} from './read-code-blocks.js';
export type { TableRow } from './read-tables.js';
export { readTables } from './read-tables.js';
