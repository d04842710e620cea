import type { FormMessageInput } from '@chatforms/core';
import { addElement, createEmptyFormMessage, updateElement } from '@chatforms/core/editing';
import { expect, test } from 'vitest';

import { lintMessage } from './lint-message.js';

/** A text input whose visibleWhen is `rule`, after a radio, with a reachable endpoint. */
function createMessageWithRule(rule: unknown, textInput: Record<string, unknown> = {}) {
  const message = addElement(addElement(createEmptyFormMessage(), 'radio'), 'textInput');
  const ruled = updateElement(message, 'textInput1', { ...textInput, visibleWhen: rule });
  return updateElement(ruled, 'submit', {
    action: { actionType: 'apiAction', url: 'https://api.northwind-support.com/tickets' },
  });
}

function findVisibilityFindings(message: FormMessageInput) {
  return lintMessage(message, []).filter((found) => found.code.startsWith('visible_when_'));
}

test('a rule on an earlier input has nothing to lint', () => {
  expect(
    findVisibilityFindings(createMessageWithRule({ elementId: 'radio1', notEmpty: true })),
  ).toEqual([]);
});

test('a rule naming a missing element or the element itself is an error whose fix removes it', () => {
  for (const [elementId, code] of [
    ['gone', 'visible_when_unknown_element_id'],
    ['textInput1', 'visible_when_self_reference'],
  ]) {
    const message = createMessageWithRule({ elementId, notEmpty: true });
    const [found] = findVisibilityFindings(message);
    expect(found).toMatchObject({
      severity: 'error',
      code,
      pointer: '/data/interactiveData/formFields/1/visibleWhen/elementId',
    });
    const fixed = found?.fix?.apply(message);
    expect(fixed?.data.interactiveData.formFields[1]).not.toHaveProperty('visibleWhen');
    expect(findVisibilityFindings(fixed!)).toEqual([]);
  }
});

test('still finds a broken rule while another part of the element fails core parse', () => {
  // maxLines past 100 fails the element, so core never reaches its form-level checks.
  const message = createMessageWithRule({ elementId: 'gone', notEmpty: true }, { maxLines: 500 });
  expect(findVisibilityFindings(message).map((found) => found.code)).toEqual([
    'visible_when_unknown_element_id',
  ]);
});
