import { addElement, createEmptyFormMessage, updateElement } from '@chatforms/core/editing';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';

import { Canvas } from '../canvas/canvas.js';
import { renderWithEditor } from '../test/render-with-editor.js';
import { Inspector } from './inspector.js';

/** A radio, a text input after it, and a label after that: only the radio may decide. */
function createDraft() {
  const withRadio = addElement(createEmptyFormMessage(), 'radio');
  const withText = addElement(withRadio, 'textInput');
  return addElement(withText, 'label');
}

test('offers only the earlier inputs, and writes the rule with a value from the options', async () => {
  const message = createDraft();
  const { user, readState } = renderWithEditor(<Inspector />, {
    message,
    selectedId: 'textInput1',
  });
  const picker = screen.getByLabelText('Show only when');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Always shown', expect.stringContaining('(radio1)')]);
  await user.selectOptions(picker, 'radio1');
  const radio = readState().present.data.interactiveData.formFields[0] as {
    options: { value: string; label: string }[];
  };
  const [first, second] = radio.options;
  expect(readState().present.data.interactiveData.formFields[1]).toMatchObject({
    visibleWhen: { elementId: 'radio1', equals: first?.value },
  });
  await user.selectOptions(screen.getByLabelText('Value that shows it'), second!.value);
  expect(readState().present.data.interactiveData.formFields[1]).toMatchObject({
    visibleWhen: { elementId: 'radio1', equals: second?.value },
  });

  await user.selectOptions(screen.getByLabelText('Condition'), 'oneOf');
  await user.click(screen.getByRole('checkbox', { name: second!.label }));
  expect(readState().present.data.interactiveData.formFields[1]).toMatchObject({
    visibleWhen: { elementId: 'radio1', oneOf: [first?.value, second?.value] },
  });

  await user.selectOptions(screen.getByLabelText('Condition'), 'notEmpty');
  expect(readState().present.data.interactiveData.formFields[1]).toMatchObject({
    visibleWhen: { elementId: 'radio1', notEmpty: true },
  });
  await user.selectOptions(screen.getByLabelText('Show only when'), '');
  expect(readState().present.data.interactiveData.formFields[1]).not.toHaveProperty('visibleWhen');
});

test('the first input has no earlier input to depend on, and labels get no rule at all', () => {
  const message = createDraft();
  renderWithEditor(<Inspector />, { message, selectedId: 'radio1' });
  const picker = screen.getByLabelText('Show only when');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Always shown']);
});

test('explains a rule that names the element itself, and keeps showing what it names', () => {
  const message = updateElement(createDraft(), 'textInput1', {
    visibleWhen: { elementId: 'textInput1', notEmpty: true },
  });
  renderWithEditor(<Inspector />, { message, selectedId: 'textInput1' });
  const picker = screen.getByLabelText('Show only when');
  expect(picker).toHaveValue('textInput1');
  expect(picker).toHaveAccessibleDescription(/visibleWhen names "textInput1", the element itself/);
});

test('the canvas says when an element shows, beside its summary', () => {
  const message = updateElement(createDraft(), 'textInput1', {
    visibleWhen: { elementId: 'radio1', notEmpty: true },
  });
  renderWithEditor(<Canvas />, { message });
  expect(screen.getByText('shown when radio1 is answered')).toBeInTheDocument();
  expect(screen.getAllByText(/shown when/)).toHaveLength(1);
});
