import type { ElementType } from '@chatforms/core';
import { addElement, createEmptyFormMessage } from '@chatforms/core/editing';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';

import { renderWithEditor } from '../test/render-with-editor.js';
import { Inspector } from './inspector.js';

function renderInspectorFor(type: ElementType) {
  return renderWithEditor(<Inspector />, {
    message: addElement(createEmptyFormMessage(), type),
    selectedId: `${type}1`,
  });
}

test.each([
  ['label', 'Text', 'Welcome aboard', { text: 'Welcome aboard' }],
  ['textInput', 'Label', 'Full name', { label: 'Full name' }],
  ['textInput', 'Placeholder', 'Ada Lovelace', { placeholder: { text: 'Ada Lovelace' } }],
  ['textInput', 'Max lines', '4', { maxLines: 4 }],
  ['textInput', 'Default text', 'Grace', { defaultValue: 'Grace' }],
  ['button', 'Button text', 'Book now', { buttonText: 'Book now' }],
  ['checkbox', 'Label', 'Extras', { label: 'Extras' }],
  ['dropdown', 'Label', 'Country', { label: 'Country' }],
  ['radio', 'Label', 'Contact by', { label: 'Contact by' }],
  ['singleSelect', 'Label', 'Wing', { label: 'Wing' }],
  ['dateTime', 'Label', 'Move-in', { label: 'Move-in' }],
  ['dateTime', 'Default value', '2026-05-03', { defaultValue: '2026-05-03' }],
  ['dateTime', 'Earliest (from)', '2026-05-01', { from: '2026-05-01' }],
  ['dateTime', 'Latest (to)', '2026-06-30', { to: '2026-06-30' }],
] as const)(
  'typing in the %s field %s changes the message',
  async (type, label, text, expected) => {
    const { user, readState } = renderInspectorFor(type);
    const input = screen.getByLabelText(label);

    await user.clear(input);
    await user.type(input, text);

    expect(input).toHaveValue(label === 'Max lines' ? Number(text) : text);
    expect(readState().present.data.interactiveData.formFields[0]).toMatchObject(expected);
  },
);

test('clearing an optional text field removes its key from the element', async () => {
  const { user, readState } = renderInspectorFor('textInput');

  await user.clear(screen.getByLabelText('Label'));
  await user.clear(screen.getByLabelText('Placeholder'));
  await user.clear(screen.getByLabelText('Max lines'));

  const element = readState().present.data.interactiveData.formFields[0];
  expect(element).not.toHaveProperty('label');
  expect(element).not.toHaveProperty('placeholder');
  expect(element).not.toHaveProperty('maxLines');
});

test('clearing the text of a label keeps it as an empty text', async () => {
  const { user, readState } = renderInspectorFor('label');

  await user.clear(screen.getByLabelText('Text'));

  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({ text: '' });
});

test('unticking Optional makes an input element required', async () => {
  const { user, readState } = renderInspectorFor('dropdown');
  const optional = screen.getByLabelText('Optional (may be left blank)');
  expect(optional).toBeChecked();

  await user.click(optional);

  expect(optional).not.toBeChecked();
  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    optional: false,
  });
});

test('a new link button stays usable after use unless the author ticks it', async () => {
  const { user, readState } = renderInspectorFor('button');
  const disableAfter = screen.getByLabelText('Disable after it is used');
  expect(disableAfter).not.toBeChecked();

  await user.click(disableAfter);

  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    disableAfterInteracted: true,
  });
  await user.click(disableAfter);
  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    disableAfterInteracted: false,
  });
});

test('choosing a dateTime mode changes the element', async () => {
  const { user, readState } = renderInspectorFor('dateTime');
  expect(screen.getByLabelText('Asks for')).toHaveValue('date');

  await user.selectOptions(screen.getByLabelText('Asks for'), 'dateTime');

  expect(readState().present.data.interactiveData.formFields[0]).toMatchObject({
    mode: 'dateTime',
  });
});

test('the submit button has the same fields as any button', async () => {
  const { user, readState } = renderWithEditor(<Inspector />, { selectedId: 'submit' });

  await user.clear(screen.getByLabelText('Button text'));
  await user.type(screen.getByLabelText('Button text'), 'Send');

  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Submit button submit');
  expect(readState().present.data.interactiveData.submitElement).toMatchObject({
    buttonText: 'Send',
  });
});
