import {
  addElement,
  createEmptyFormMessage,
  updateElement,
  updateMessageSettings,
} from '@chatforms/core/editing';
import { expect, test } from 'vitest';

import { validateDraft } from '../state/validate-draft.js';
import { lintMessage, measureDataBytes } from './lint-message.js';

function codes(message: Parameters<typeof lintMessage>[0]): string[] {
  return lintMessage(message).map((finding) => finding.code);
}

test('an empty form has nothing to lint', () => {
  expect(lintMessage(createEmptyFormMessage())).toEqual([]);
});

test('a text input without a label is reported at its label', () => {
  const message = updateElement(addElement(createEmptyFormMessage(), 'textInput'), 'textInput1', {
    label: '',
  });
  expect(lintMessage(message)).toContainEqual(
    expect.objectContaining({
      code: 'missing_label',
      pointer: '/data/interactiveData/formFields/0/label',
    }),
  );
});

test('an option with an empty label is reported', () => {
  const message = updateElement(addElement(createEmptyFormMessage(), 'radio'), 'radio1', {
    options: [{ value: 'a', label: ' ' }],
  });
  expect(codes(message)).toContain('empty_option_label');
});

test('headers that look like secrets and plain http URLs are reported', () => {
  const submit = createEmptyFormMessage().data.interactiveData.submitElement;
  const message = updateMessageSettings(createEmptyFormMessage(), {
    submitElement: {
      ...submit,
      action: {
        actionType: 'apiAction',
        url: 'http://example.org/x',
        headers: { Authorization: 'Bearer x' },
      },
    },
  });
  expect(codes(message)).toEqual(expect.arrayContaining(['secret_header', 'insecure_url']));
});

test('a submit button without text means there is no way to submit', () => {
  const message = updateElement(createEmptyFormMessage(), 'submit', { buttonText: '' });
  expect(codes(message)).toContain('no_way_to_submit');
});

test('a payload over 10 KB is an error when core’s parse does not report it', () => {
  const message = updateMessageSettings(createEmptyFormMessage(), {
    metadata: { blob: 'x'.repeat(11000) },
  });
  expect(measureDataBytes(message)).toBeGreaterThan(10240);
  expect(lintMessage(message, [])[0]).toMatchObject({ severity: 'error', code: 'data_too_large' });
});

test('a payload over 10 KB is left to core’s parse, which reports it at the same pointer', () => {
  const message = updateMessageSettings(createEmptyFormMessage(), {
    metadata: { blob: 'x'.repeat(11000) },
  });
  expect(codes(message)).toEqual([]);
});

test('a checkbox with no label is left to core’s parse, which reports it at the same pointer', () => {
  const message = addElement(createEmptyFormMessage(), 'checkbox');
  delete (message.data.interactiveData.formFields[0] as { label?: string }).label;
  expect(lintMessage(message, [])).toContainEqual(
    expect.objectContaining({ code: 'missing_label' }),
  );
  expect(codes(message)).toEqual([]);
});

test('a submit button with no text is one problem: core reports it, so lint does not', () => {
  const message = updateElement(createEmptyFormMessage(), 'submit', { buttonText: undefined });
  const problems = [...validateDraft(message), ...lintMessage(message)];
  expect(problems.map((problem) => problem.pointer)).toEqual([
    '/data/interactiveData/submitElement/buttonText',
  ]);
});

test('a blank submit text, which core accepts, is a lint problem at the button text', () => {
  const message = updateElement(createEmptyFormMessage(), 'submit', { buttonText: ' ' });
  expect(validateDraft(message)).toEqual([]);
  expect(lintMessage(message)).toEqual([
    expect.objectContaining({
      code: 'no_way_to_submit',
      pointer: '/data/interactiveData/submitElement/buttonText',
    }),
  ]);
});
