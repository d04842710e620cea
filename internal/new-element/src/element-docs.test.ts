import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { builtInElementDefinitions } from '@chatforms/core';
import * as prettier from 'prettier';
import { expect, test } from 'vitest';

import {
  documentsWithElementTypes,
  readElementSummaries,
  repositoryRoot,
  updateElementSections,
} from './element-docs.js';

const summaries = readElementSummaries(builtInElementDefinitions.map(({ type }) => type));

async function formatMarkdown(text: string, path: string): Promise<string> {
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { ...options, filepath: path });
}

// `pnpm docs:update` runs this file with --update, which rewrites each document.
test.each(documentsWithElementTypes)(
  'the element types %s names are the registry’s',
  async (document) => {
    const path = join(repositoryRoot, document);
    const text = readFileSync(path, 'utf8');
    expect(text).toMatch(/<!-- element-types:\w+ -->/);
    await expect(
      await formatMarkdown(updateElementSections(text, summaries), path),
    ).toMatchFileSnapshot(path);
  },
);

test('every built-in type has a one-line summary in core', () => {
  expect(summaries.map(({ type }) => type)).toEqual(
    builtInElementDefinitions.map(({ type }) => type),
  );
  for (const { summary } of summaries) expect(summary).toMatch(/^[A-Z].{10,}\.$/);
});

test('writes the count, the list and the table of the types it is given', () => {
  const types = [
    { type: 'label', summary: 'Text.' },
    { type: 'textArea', summary: 'Many | lines.' },
  ];
  const text = [
    'The <!-- element-types:count -->eight<!-- /element-types:count --> types:',
    '<!-- element-types:list -->`label`<!-- /element-types:list -->.',
    '<!-- element-types:table --><!-- /element-types:table -->',
  ].join('\n');
  expect(updateElementSections(text, types)).toBe(
    [
      'The <!-- element-types:count -->two<!-- /element-types:count --> types:',
      '<!-- element-types:list -->`label`, `textArea`<!-- /element-types:list -->.',
      '<!-- element-types:table -->',
      '',
      '| elementType | what it is |',
      '| --- | --- |',
      '| `label` | Text. |',
      '| `textArea` | Many \\| lines. |',
      '',
      '<!-- /element-types:table -->',
    ].join('\n'),
  );
});

test('rewrites the type lists of CLI transcripts and leaves other lists alone', () => {
  const types = ['label', 'textInput', 'button', 'textArea'].map((type) => ({ type, summary: '' }));
  const transcript = [
    'elementType must be one of label, textInput, button, not "slider"',
    'actionType must be one of apiAction, urlNavigation, customAction, not "x"',
  ].join('\n');
  expect(updateElementSections(transcript, types)).toBe(
    [
      'elementType must be one of label, textInput, button, textArea, not "slider"',
      'actionType must be one of apiAction, urlNavigation, customAction, not "x"',
    ].join('\n'),
  );
});
