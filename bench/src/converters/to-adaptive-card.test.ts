import { createLargeFormMessage } from '@chatforms/fixtures';
import { AdaptiveCard } from 'adaptivecards';
import { expect, test } from 'vitest';

import { toAdaptiveCard } from './to-adaptive-card.js';

const form = createLargeFormMessage(20).data.interactiveData;

function listInputs(card: Record<string, unknown>) {
  return (card.body as Record<string, unknown>[]).filter((element) =>
    String(element.type).startsWith('Input.'),
  );
}

test('keeps every field in order with its label and required flag', () => {
  const inputs = listInputs(toAdaptiveCard(form));
  expect(inputs.map((input) => [input.id, input.label, input.isRequired])).toEqual(
    form.formFields.map((field) => [field.elementId, field.label, !field.optional]),
  );
});

test('maps each choice type to the matching choice set style', () => {
  const inputs = listInputs(toAdaptiveCard(form));
  expect(inputs[1]).toMatchObject({
    type: 'Input.ChoiceSet',
    style: 'compact',
    isMultiSelect: false,
  });
  expect(inputs[2]).toMatchObject({
    type: 'Input.ChoiceSet',
    style: 'expanded',
    isMultiSelect: true,
  });
  expect(inputs[3]).toMatchObject({
    type: 'Input.ChoiceSet',
    style: 'expanded',
    isMultiSelect: false,
  });
  expect(inputs[0]).toMatchObject({ type: 'Input.Text', isMultiline: false });
  expect(inputs[1]?.choices).toEqual([
    { title: 'Option A', value: 'a' },
    { title: 'Option B', value: 'b' },
    { title: 'Option C', value: 'c' },
  ]);
});

test('starts with the title and ends with one submit action', () => {
  const card = toAdaptiveCard(form);
  expect((card.body as unknown[])[0]).toEqual({ type: 'TextBlock', text: '20 fields', wrap: true });
  expect(card.actions).toEqual([{ type: 'Action.Submit', id: 'submit', title: 'Submit' }]);
});

test('parses in the Adaptive Cards object model without errors', () => {
  const card = new AdaptiveCard();
  card.parse(toAdaptiveCard(form));
  expect(card.validateProperties().validationEvents).toEqual([]);
  expect(card.getAllInputs().map((input) => input.id)).toEqual(
    form.formFields.map((field) => field.elementId),
  );
});
