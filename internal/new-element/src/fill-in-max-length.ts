import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Replaces `find` in a file of the copy, and fails loudly when the scaffold no longer writes it. */
function replaceIn(copy: string, path: string, find: string, replacement: string): void {
  const file = join(copy, path);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(find)) throw new Error(`${path} no longer holds ${JSON.stringify(find)}`);
  writeFileSync(file, text.replace(find, replacement));
}

/**
 * The guide's second step, "fill in", as a contributor does it for issue 38's example: `textArea`
 * gets a `maxLength`, in its schema and value check (core), on its text box (react) and in its
 * inspector (builder), with a core test of its own, all inside the type's three folders. The
 * typed inspector fails to compile when a schema key has no editor, so all three layers must agree.
 */
export function fillInMaxLength(copy: string): void {
  const core = 'packages/core/src/elements/text-area/';
  replaceIn(
    copy,
    `${core}text-area.ts`,
    '  defaultValue: z.optional(z.string()),\n',
    '  defaultValue: z.optional(z.string()),\n  maxLength: z.optional(z.int().check(z.positive())),\n',
  );
  replaceIn(
    copy,
    `${core}text-area.ts`,
    'createValueChecks, type ValueCheck',
    'createValueChecks, createValueIssue, type ValueCheck',
  );
  replaceIn(
    copy,
    `${core}text-area.ts`,
    '  return createTextValueCheck(element.optional);\n',
    [
      '  const checkText = createTextValueCheck(element.optional);',
      '  const { maxLength } = element;',
      '  if (maxLength === undefined) return checkText;',
      "  const tooLong = createValueIssue('too_long', `At most ${maxLength} characters`);",
      '  return (value, issues) => {',
      '    const text = checkText(value, issues);',
      "    if (typeof text === 'string' && text.length > maxLength) issues.push(tooLong);",
      '    return text;',
      '  };',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(copy, `${core}text-area-max-length.test.ts`),
    [
      "import { expect, test } from 'vitest';",
      '',
      'import {',
      '  createApiAction,',
      '  createButtonElement,',
      '  createFormMessage,',
      '  parseFormElement,',
      '  validateSubmission,',
      "} from '../../index.js';",
      "import { createTextAreaElement } from './text-area.js';",
      '',
      "test('a text area refuses a maxLength that is not a positive whole number', () => {",
      "  const element = { elementType: 'textArea', elementId: 'story', maxLength: 0 };",
      '  expect(parseFormElement(element)).toMatchObject({',
      '    success: false,',
      "    issues: [{ pointer: '/maxLength' }],",
      '  });',
      '});',
      '',
      "test('an answer longer than maxLength fails validation on the server too', () => {",
      '  const message = createFormMessage({',
      "    receiver: 'uid-reader',",
      "    receiverType: 'user',",
      "    title: 'Test form',",
      "    formFields: [createTextAreaElement({ elementId: 'story', maxLength: 5 })],",
      '    submitElement: createButtonElement({',
      "      elementId: 'send',",
      "      buttonText: 'Send',",
      "      action: createApiAction({ url: 'https://example.org/hook' }),",
      '    }),',
      '  });',
      "  expect(validateSubmission(message, { story: 'Ada' })).toMatchObject({ success: true });",
      "  expect(validateSubmission(message, { story: 'Ada Lovelace' })).toMatchObject({",
      '    success: false,',
      "    issues: [{ code: 'too_long', message: 'At most 5 characters' }],",
      '  });',
      '});',
      '',
    ].join('\n'),
  );
  replaceIn(
    copy,
    'packages/react/src/elements/text-area/text-area-field.tsx',
    '      placeholder={element.placeholder?.text}\n',
    '      placeholder={element.placeholder?.text}\n      maxLength={element.maxLength}\n',
  );
  const inspector = 'apps/builder/src/element-types/text-area/text-area-inspector.ts';
  replaceIn(
    copy,
    inspector,
    '  createStringField,\n',
    '  createNumberField,\n  createStringField,\n',
  );
  replaceIn(
    copy,
    inspector,
    "    createStringField('defaultValue'",
    "    createNumberField('maxLength', 'Longest answer', {\n      hint: 'The most characters the reader can type; the server checks it too.',\n    }),\n    createStringField('defaultValue'",
  );
}
