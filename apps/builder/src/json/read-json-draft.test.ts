import { createEmptyFormMessage } from '@chatforms/core/editing';
import fc from 'fast-check';
import { expect, test } from 'vitest';

import { isDraftShaped, readJsonDraft } from './read-json-draft.js';

test('broken JSON is one invalid_json issue', () => {
  expect(readJsonDraft('{"data": ')).toMatchObject({
    kind: 'invalid',
    issues: [{ code: 'invalid_json' }],
  });
});

test('a message with a spinner is normalised to a dropdown with a warning', () => {
  const message = createEmptyFormMessage();
  const spinner = {
    elementType: 'spinner',
    elementId: 'size',
    label: 'Size',
    options: [{ value: 's', label: 'S' }],
  };
  message.data.interactiveData.formFields = [spinner as never];
  const result = readJsonDraft(JSON.stringify(message));
  expect(result).toMatchObject({ kind: 'draft', normalised: true });
  if (result.kind === 'draft') {
    expect(result.message.data.interactiveData.formFields[0]).toMatchObject({
      elementType: 'dropdown',
    });
  }
});

test('a draft-shaped message with schema issues still reaches the canvas, with its issues', () => {
  const message = createEmptyFormMessage();
  message.data.interactiveData.formFields = [
    { elementType: 'label', elementId: 'submit', text: 'x' },
  ];
  const result = readJsonDraft(JSON.stringify(message));
  expect(result).toMatchObject({ kind: 'draft', issues: [{ code: 'duplicate_element_id' }] });
});

test('JSON that is not shaped like a form is invalid', () => {
  expect(readJsonDraft('{"hello": 1}')).toMatchObject({ kind: 'invalid' });
});

test('a message that does not parse yet still comes back in canonical names, with its issues', () => {
  const message = createEmptyFormMessage();
  message.data.interactiveData.formFields = [
    { elementType: 'spinner', elementId: 'size', label: 'Size', options: [] } as never,
  ];
  const result = readJsonDraft(JSON.stringify(message));
  expect(result).toMatchObject({
    kind: 'draft',
    normalised: true,
    issues: [{ pointer: '/data/interactiveData/formFields/0/options' }],
  });
  if (result.kind === 'draft') {
    expect(result.message.data.interactiveData.formFields[0]?.elementType).toBe('dropdown');
  }
});

test('whatever JSON is pasted, a draft it gives is shaped for the canvas, and nothing throws', () => {
  const odd = fc.oneof(fc.jsonValue(), fc.constantFrom('spinner', 'custom', 'label', 'button'));
  const element = fc.record(
    { elementType: odd, elementId: odd, text: odd, action: odd },
    { requiredKeys: [] },
  );
  const part = fc.oneof(
    element,
    fc.record(
      { title: odd, formFields: fc.oneof(odd, fc.array(element)), submitElement: odd },
      { requiredKeys: [] },
    ),
    fc.record({ interactiveData: odd, interactionGoal: odd }, { requiredKeys: [] }),
    fc.record({ actionType: odd, url: odd }, { requiredKeys: [] }),
  );
  fc.assert(
    fc.property(fc.oneof(fc.jsonValue(), part), (value) => {
      const result = readJsonDraft(JSON.stringify(value) ?? 'null');
      if (result.kind === 'draft') expect(isDraftShaped(result.message)).toBe(true);
      else expect(result.issues.length).toBeGreaterThan(0);
    }),
    { numRuns: 2_000 },
  );
});
