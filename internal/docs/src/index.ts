export {
  listDocumentFiles,
  readCodeBlocks,
  readRepositoryCodeBlocks,
  repositoryRoot,
} from './read-code-blocks.js';
export type { CodeBlock } from './read-code-blocks.js';
