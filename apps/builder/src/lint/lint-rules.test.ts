import type { FormMessageInput } from '@chatforms/core';
import { addElement, createEmptyFormMessage, updateElement } from '@chatforms/core/editing';
import { expect, test } from 'vitest';

import { lintMessage } from './lint-message.js';

function createMessageWithRules(rules: Record<string, unknown>): FormMessageInput {
  const message = updateElement(
    addElement(createEmptyFormMessage(), 'textInput'),
    'textInput1',
    rules,
  );
  return updateElement(message, 'submit', {
    action: { actionType: 'apiAction', url: 'https://api.northwind-support.com/tickets' },
  });
}

test('a pattern with its message and no nested repeat has nothing to lint', () => {
  expect(
    lintMessage(createMessageWithRules({ pattern: '[0-9]{5}', patternMessage: 'Five digits' })),
  ).toEqual([]);
});

test('warns of a pattern whose nested repeat can backtrack for seconds', () => {
  const findings = lintMessage(
    createMessageWithRules({ pattern: '(a+)+b', patternMessage: 'Some a, then b' }),
  );
  expect(findings).toEqual([
    expect.objectContaining({
      severity: 'warning',
      code: 'slow_pattern',
      pointer: '/data/interactiveData/formFields/0/pattern',
    }),
  ]);
});

test('warns of a pattern with no message, at the message', () => {
  expect(lintMessage(createMessageWithRules({ pattern: '[0-9]{5}' }))).toEqual([
    expect.objectContaining({
      code: 'pattern_without_message',
      pointer: '/data/interactiveData/formFields/0/patternMessage',
    }),
  ]);
});

test('warns of a message with no pattern, which is never shown', () => {
  expect(lintMessage(createMessageWithRules({ patternMessage: 'Five digits' }))).toEqual([
    expect.objectContaining({ code: 'message_without_pattern' }),
  ]);
});

test('leaves a pattern that does not compile to core, whose issue the inspector shows', () => {
  expect(lintMessage(createMessageWithRules({ pattern: '(', patternMessage: 'x' }))).toEqual([]);
});
