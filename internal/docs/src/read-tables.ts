import type { Nodes, Table } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString } from 'mdast-util-to-string';
import { gfmTable } from 'micromark-extension-gfm-table';

/** One row of a Markdown table, keyed by the header cells' text. */
export type TableRow = Record<string, string>;

/** The GFM tables of one Markdown text, in document order, each as its rows (cells as plain text). */
export function readTables(markdown: string): TableRow[][] {
  const tables: TableRow[][] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'table') tables.push(toRows(node));
    else if ('children' in node) node.children.forEach(visit);
  };
  visit(
    fromMarkdown(markdown, {
      extensions: [gfmTable()],
      mdastExtensions: [gfmTableFromMarkdown()],
    }),
  );
  return tables;
}

function toRows(table: Table): TableRow[] {
  const [header, ...rows] = table.children.map((row) => row.children.map((cell) => toString(cell)));
  return rows.map((cells) =>
    Object.fromEntries((header ?? []).map((name, index) => [name, cells[index] ?? ''])),
  );
}
