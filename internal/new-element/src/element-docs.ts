import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root folder. */
export const repositoryRoot = new URL('../../../', import.meta.url).pathname;

/** The documents with generated element sections: each says the element types in its own words. */
export const documentsWithElementTypes = [
  'apps/builder/README.md',
  'docs/design.md',
  'packages/cli/README.md',
  'packages/react/README.md',
];

/** A built-in element type as the docs show it. */
export interface ElementTypeSummary {
  type: string;
  /** The JSDoc line of its definition in core: what it is and what it submits. */
  summary: string;
}

/**
 * Reads the one-line JSDoc above each `<type>ElementType` in core's source. It is read from the
 * source rather than kept on the definition so that the renderer's bundle carries no docs text.
 */
export function readElementSummaries(types: readonly string[]): ElementTypeSummary[] {
  const folder = join(repositoryRoot, 'packages/core/src/elements');
  const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => readFileSync(join(folder, path), 'utf8'));
  return types.map((type) => {
    const comment = new RegExp(
      `/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export const ${type}ElementType\\b`,
    );
    const found = sources.map((source) => comment.exec(source)?.[1]).find(Boolean);
    if (found === undefined) throw new Error(`core's ${type}ElementType has no JSDoc line to show`);
    const summary = found.replaceAll(/\s*\n\s*\*?\s*/g, ' ').trim();
    return { type, summary };
  });
}

const numberWords = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** What each kind of marked section holds. */
const renderers: Record<string, (types: readonly ElementTypeSummary[]) => string> = {
  count: (types) => numberWords[types.length] ?? String(types.length),
  list: (types) => types.map(({ type }) => `\`${type}\``).join(', '),
  table: (types) =>
    [
      '',
      '',
      '| elementType | what it is |',
      '| --- | --- |',
      ...types.map(({ type, summary }) => `| \`${type}\` | ${summary.replaceAll('|', '\\|')} |`),
      '',
      '',
    ].join('\n'),
};

const section = /<!-- element-types:(\w+) -->[\s\S]*?<!-- \/element-types:\1 -->/g;

// The CLI's messages name every type; the READMEs' transcripts of them follow the registry too.
const transcriptList = /(valid types are |must be one of )((?:\w+, )+\w+)(?=, not "|$)/gm;

/**
 * Rewrites every `<!-- element-types:kind -->…<!-- /element-types:kind -->` section of a document
 * (kind `count`, `list` or `table`), and the type lists in its CLI transcripts, from `types`.
 */
export function updateElementSections(text: string, types: readonly ElementTypeSummary[]): string {
  const names = types.map(({ type }) => type);
  return text
    .replaceAll(section, (whole, kind: string) => {
      const render = renderers[kind];
      if (render === undefined) throw new Error(`unknown element section "${kind}"`);
      return `<!-- element-types:${kind} -->${render(types)}<!-- /element-types:${kind} -->`;
    })
    .replaceAll(transcriptList, (whole, lead: string, list: string) => {
      const written = list.split(', ');
      const known = written.filter((name) => names.includes(name)).length;
      // Another enum's list (actions, modes) shares no more than a name or two with the types.
      return known >= Math.min(written.length, names.length) - 1
        ? `${lead}${names.join(', ')}`
        : whole;
    });
}
